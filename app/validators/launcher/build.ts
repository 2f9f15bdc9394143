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
