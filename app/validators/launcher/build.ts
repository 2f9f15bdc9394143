import vine from '@vinejs/vine'
import { LAUNCHER_PLATFORMS } from '#domain/launcher/builds'

/** POST launcher/builds (staff, web.launcher.edit): one file of a version for one platform. */
export const createLauncherBuildValidator = vine.create({
  version: vine
    .string()
    .trim()
    .regex(/^\d+(\.\d+){1,3}$/),
  platform: vine.enum(LAUNCHER_PLATFORMS),
  url: vine.string().trim().url({ require_tld: false }).maxLength(500),
  sha256: vine
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-f0-9]{64}$/),
  sizeBytes: vine.number().withoutDecimals().positive().optional(),
  notes: vine.string().trim().maxLength(2000).optional(),
})

/** The staff page's upload: the file itself gives the URL, hash and size. */
export const uploadLauncherBuildValidator = vine.create({
  version: vine
    .string()
    .trim()
    .regex(/^\d+(\.\d+){1,3}$/),
  platform: vine.enum(LAUNCHER_PLATFORMS),
  notes: vine.string().trim().maxLength(2000).optional(),
})

/** PUT staff/launcher/builds/:id: withdraw a build, or publish it again. */
export const updateLauncherBuildValidator = vine.create({ published: vine.boolean() })
