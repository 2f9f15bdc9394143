import vine from '@vinejs/vine'
import { BANS_MAX_PER_PAGE } from '#domain/players/bans'
import { SEARCH_MAX_LENGTH } from '#domain/players/searches'

/** `GET ban/list?server=&nickname=&page=&perPage=` and `/{lang}/banlist` (spec §7, §2). */
export const indexBanValidator = vine.create({
  server: vine.string().trim().maxLength(64).optional(),
  nickname: vine.string().trim().maxLength(SEARCH_MAX_LENGTH).optional(),
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  perPage: vine.number().withoutDecimals().range([1, BANS_MAX_PER_PAGE]).optional(),
})
