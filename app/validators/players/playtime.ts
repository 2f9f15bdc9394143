import vine from '@vinejs/vine'
import { PLAYTIME_PERIODS, PLAYTIME_RESOLUTIONS } from '#domain/players/playtime'

/** A UTC date (`2026-11-01`) or time (`2026-11-01T18:00:00Z`, seconds and `Z` optional). */
const UTC_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?Z?)?$/

/** `GET playtime/{nickname}[/{serverName}]?period=` (spec §7): one of the chart's periods. */
export const showPlaytimeValidator = vine.create({
  period: vine.enum(PLAYTIME_PERIODS).optional(),
})

/** `GET playtime-range/{nickname}[/{serverName}]?resolution=&from=&to=` (spec §7). */
export const showPlaytimeRangeValidator = vine.create({
  resolution: vine.enum(PLAYTIME_RESOLUTIONS),
  from: vine.string().regex(UTC_TIME),
  to: vine.string().regex(UTC_TIME),
})
