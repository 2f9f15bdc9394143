/*
| Regions (spec §1, §4) decide payment methods and prices shown.
*/

export const REGIONS = ['russia', 'global'] as const
export type Region = (typeof REGIONS)[number]

/** spec §9: the region cookie lives about 10 years. */
export const REGION_COOKIE = 'region'
export const REGION_COOKIE_MAX_AGE = '3650d'

/** Countries served by the russia region's payment methods. */
const RUSSIA_REGION_COUNTRIES = new Set(['RU', 'BY', 'KZ', 'AM', 'KG'])

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value)
}

/** The region of a two-letter country code from a geo header, or null. */
export function regionOfCountry(country: string | null | undefined): Region | null {
  if (!country || !/^[a-z]{2}$/i.test(country) || country.toUpperCase() === 'XX') return null
  return RUSSIA_REGION_COUNTRIES.has(country.toUpperCase()) ? 'russia' : 'global'
}

/**
 * spec §4: while switching the stored region is used; otherwise the
 * manager's region, the stored one, the detected one, then the first.
 */
export function resolveRegion(input: {
  switching?: boolean
  stored?: string | null
  manager?: string | null
  detected?: Region | null
}): Region {
  const stored = isRegion(input.stored) ? input.stored : null
  if (input.switching && stored) return stored
  const manager = isRegion(input.manager) ? input.manager : null
  return manager ?? stored ?? input.detected ?? REGIONS[0]
}
