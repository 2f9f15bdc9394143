/*
| Tops (spec §2 /top/{type}[/{server_name}], §7 `user/top`): the types that can be computed
| honestly from what the site stores, and their periods. Coins need the wallet and likes the
| profile likes; until those exist their tops are not offered.
*/

export const TOP_TYPES = ['playtime', 'online'] as const
export type TopType = (typeof TOP_TYPES)[number]

export const TOP_PERIODS = ['month', 'all'] as const
export type TopPeriod = (typeof TOP_PERIODS)[number]

export const TOP_PER_PAGE = 25
export const TOP_MAX_PAGE = 2000

export function isTopType(value: string): value is TopType {
  return (TOP_TYPES as readonly string[]).includes(value)
}
