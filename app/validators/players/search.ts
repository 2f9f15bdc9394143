import vine from '@vinejs/vine'
import { SEARCH_MAX_LENGTH } from '#domain/players/searches'

/**
 * `GET user/search?query=` and `/{lang}/player-search?query=` (spec §7, §2). The length floor is
 * the service's rule (SearchTooShortException, its own error code); a longer query than any
 * nickname is a plain validation error.
 */
export const indexSearchValidator = vine.create({
  query: vine.string().trim().maxLength(SEARCH_MAX_LENGTH).optional(),
})
