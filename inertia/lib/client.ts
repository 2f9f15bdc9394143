import { registry } from '@generated/registry'
import { createUrlBuilder } from '@adonisjs/http-server/client/url_builder'

/** Flat `key=value` query strings: page URLs carry no nested query data. */
function searchParams(query: Record<string, unknown>) {
  const pairs = Object.entries(query).filter(([, value]) => value !== undefined && value !== null)
  return new URLSearchParams(pairs.map(([key, value]) => [key, String(value)])).toString()
}

/**
 * Named routes of the server, for links and URLs (style §3: code never spells a URL).
 * Only the URL builder: Tuyau's HTTP client (ky and friends) would weigh on every page (#8).
 */
export const urlFor = createUrlBuilder(
  {
    root: Object.entries(registry.routes).map(([name, entry]) => ({
      name,
      domain: 'root',
      ...entry,
    })),
  },
  searchParams
)
