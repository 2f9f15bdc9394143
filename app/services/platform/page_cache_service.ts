import { LRUCache } from 'lru-cache'
import { announceInvalidation, onInvalidation } from '#data/invalidation_bus'
import { metrics } from '#data/metrics'
import env from '#start/env'

/** A finished page: its bytes and their compressed forms, made once (#8). */
export type CachedPage = { identity: Buffer; br: Buffer; gzip: Buffer }

/**
 * How long a page or shell is kept: 30 s by default, as the redirect rules'
 * own cache. It bounds what another instance serves when the bus is down.
 */
const TTL_MS = env.get('CACHE_LOCAL_TTL', 30) * 1000

/** Finished guest pages of this process, by key; 32 MB bounds it. */
const pages = new LRUCache<string, CachedPage>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (page) => page.identity.length + page.br.length + page.gzip.length,
  ttl: TTL_MS,
})

/** Bytes and their raw deflate (`#http/compressed_bytes` joins them into gzip answers). */
type ShellPart = { plain: Buffer; deflated: Buffer }

/**
 * A logged-in player's page without the player (#29): the markup before
 * and after the page data, and the page's props every player of the key
 * gets alike as JSON members (sent with it, so the browser hydrates what
 * was rendered), each with its deflate made once.
 */
export type PlayerShell = { before: ShellPart; publicJson: ShellPart; after: ShellPart }

/** Players' shells of this process, by key, kept as long as the guest pages. */
const shells = new LRUCache<string, PlayerShell>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (shell) =>
    [shell.before, shell.publicJson, shell.after].reduce(
      (sum, part) => sum + part.plain.length + part.deflated.length,
      0
    ),
  ttl: TTL_MS,
})

/** Shells being rendered, by key: the players asking meanwhile wait for the one render. */
const renderingShells = new Map<string, Promise<PlayerShell>>()

/** Counts forget()s: a shell whose render began before one is served once, not kept. */
let shellGeneration = 0

/** Drops this process's pages and player shells. */
function dropAll() {
  pages.clear()
  shells.clear()
  renderingShells.clear()
  shellGeneration++
}

onInvalidation('pages', dropAll)

/**
 * Renders under way, by key: when an entry expires under load, the visitors
 * who ask meanwhile wait for the one render instead of each starting their
 * own (null: that render was not storable, so each renders for itself).
 */
const rendering = new Map<string, Promise<CachedPage | null>>()

/**
 * The page byte cache (#8, docs/decisions.md "Finished pages as bytes"):
 * `page_cache_middleware` decides which requests may share a page and under
 * which key; services forget every page when what guests see changes.
 */
export default class PageCacheService {
  /** Drops every page and player shell in every instance (staff edits that must show at once). */
  forget() {
    dropAll()
    announceInvalidation('pages')
  }

  /** The shell kept under `key`, else the one `render` makes (once, however many players ask). */
  async shell(key: string, render: () => Promise<PlayerShell>) {
    const kept = shells.get(key) ?? renderingShells.get(key)
    if (kept) return kept
    const generation = shellGeneration
    const rendered = render()
      .then((shell) => {
        if (generation === shellGeneration) shells.set(key, shell)
        return shell
      })
      .finally(() => {
        if (renderingShells.get(key) === rendered) renderingShells.delete(key)
      })
    renderingShells.set(key, rendered)
    return rendered
  }

  /** The page kept under `key`, or null (a miss is counted by the `ready` that follows). */
  cached(key: string) {
    const page = pages.get(key) ?? null
    if (page) metrics.cacheLookups.inc({ cache: 'pages', result: 'hit' })
    return page
  }

  /** The page kept under `key`, or the one being rendered for it right now. */
  async ready(key: string) {
    const page = pages.get(key) ?? (await rendering.get(key)) ?? null
    metrics.cacheLookups.inc({ cache: 'pages', result: page ? 'hit' : 'miss' })
    return page
  }

  /**
   * Runs `render` for `key`, keeping what it returns; requests for the same
   * key meanwhile wait for it (`ready`). A render that is not the first for
   * its key still runs and keeps its page, but nobody waits for it.
   */
  async render(key: string, render: () => Promise<CachedPage | null>) {
    let settle: (page: CachedPage | null) => void = () => {}
    const leads = !rendering.has(key)
    if (leads) rendering.set(key, new Promise((resolve) => (settle = resolve)))
    try {
      const page = await render()
      if (page) {
        pages.set(key, page)
        settle(page)
      }
      return page
    } finally {
      if (leads) {
        rendering.delete(key)
        settle(null)
      }
    }
  }
}
