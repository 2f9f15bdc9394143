import Server from '#models/server'
import User from '#models/user'
import communityConfig from '#config/community'

/** How long a process reuses what rarely changes before reading it again. */
const TTL_MS = 60_000

type Cached<T> = { at: number; value: T }

/** App state of spec §3: the network's servers, community counts and links. */
export default class AppStateService {
  static #servers: Cached<Server[]> | null = null
  static #players: Cached<number> | null = null

  /** Servers in display order; cached for a minute per process. */
  async servers(): Promise<Server[]> {
    const cached = AppStateService.#servers
    if (cached && Date.now() - cached.at < TTL_MS) return cached.value
    const value = await Server.query().orderBy('position').orderBy('id')
    AppStateService.#servers = { at: Date.now(), value }
    return value
  }

  /** Registered players, shown on the home page; cached for a minute per process. */
  async playersCount(): Promise<number> {
    const cached = AppStateService.#players
    if (cached && Date.now() - cached.at < TTL_MS) return cached.value
    const row = await User.query().count('* as total').firstOrFail()
    const value = Number(row.$extras.total)
    AppStateService.#players = { at: Date.now(), value }
    return value
  }

  /** Drops the cached values, after staff edit servers or in tests. */
  forget() {
    AppStateService.#servers = null
    AppStateService.#players = null
  }

  /** Everything the app state carries, for one request. */
  async current() {
    return {
      productName: communityConfig.productName,
      servers: await this.servers(),
      counts: communityConfig.counts,
      links: communityConfig.links,
    }
  }
}
