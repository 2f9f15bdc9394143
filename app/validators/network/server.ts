import vine from '@vinejs/vine'

/** A server's slug as routes and queries name it. */
export const serverSlugRule = () => vine.string().trim().maxLength(64)

/** `GET server?server=<slug>&full=false` (spec §7): `full` adds the day chart. */
export const showServerValidator = vine.create({
  server: serverSlugRule(),
  full: vine.boolean().optional(),
})
