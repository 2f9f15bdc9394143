/*
| Player search (spec §2 /player-search, §5, §7 `user/search`, §9): a prefix of the nickname,
| any case, from four characters; a short list for typing.
*/

/** spec §5, §9: fewer characters find too many players to be useful. */
export const SEARCH_MIN_LENGTH = 4
/** The longest nickname (Minecraft names): a longer query finds nobody. */
export const SEARCH_MAX_LENGTH = 16
export const SEARCH_LIMIT = 10
/** How long the page waits after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 250

/** What a nickname key can hold; a query with anything else matches no player. */
const KEY_CHARACTERS = /^[a-z0-9_]*$/

/** The lower-cased key a query is matched on, or null when no nickname can start with it. */
export function searchKeyOf(query: string) {
  const key = query.trim().toLowerCase()
  return KEY_CHARACTERS.test(key) ? key : null
}
