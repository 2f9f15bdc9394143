/*
| Tops (spec §2 /top/{type}[/{server_name}], §7 `user/top`): the types that can be computed
| honestly from what the site stores, and their periods.
*/

export const TOP_TYPES = ['playtime', 'online', 'coins', 'likes'] as const
export type TopType = (typeof TOP_TYPES)[number]

export const TOP_PERIODS = ['month', 'all'] as const
export type TopPeriod = (typeof TOP_PERIODS)[number]

/**
 * Tops kept over the whole network and only as they stand now: coins (a balance of the
 * account, not of a server) and likes (of all time). They have no server tabs and no periods.
 */
export const NETWORK_TOPS = ['coins', 'likes'] as const satisfies readonly TopType[]
export type PlayTopType = Exclude<TopType, (typeof NETWORK_TOPS)[number]>

export const TOP_PER_PAGE = 25
export const TOP_MAX_PAGE = 2000

export function isTopType(value: string): value is TopType {
  return (TOP_TYPES as readonly string[]).includes(value)
}

/** Tops ranked from play on the servers: they have periods and server tabs. */
export function isPlayTop(type: TopType): type is PlayTopType {
  return !(NETWORK_TOPS as readonly string[]).includes(type)
}
