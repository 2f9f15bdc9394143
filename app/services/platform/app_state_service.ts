import { randomUUID } from 'node:crypto'
import cache from '@adonisjs/cache/services/main'
import Server from '#models/server'
import communityConfig from '#config/community'

/** How long the cache keeps what rarely changes before it is read again. */
const TTL = '60s'

const SERVERS_KEY = 'app_state:servers'

/**
 * The cached servers with a stamp of that read: answers built from them
 * (GET /api/v1/main's bytes) stay valid exactly while the stamp does.
 */
type ServersEntry = { version: string; rows: object[] }

/** App state of spec §3: the network's servers, community counts and links. */
export default class AppStateService {
  /** The servers as cached for a minute (config/cache.ts), stamped per database read. */
  async #entry(): Promise<ServersEntry> {
    // Rows, not models, go into the cache: a Redis store keeps JSON.
    return cache.getOrSet({
      key: SERVERS_KEY,
      ttl: TTL,
      factory: async () => ({
        version: randomUUID(),
        rows: await Server.query().orderBy('position').orderBy('id').pojo<object>(),
      }),
    })
  }

  /** Servers in display order. */
  async servers(): Promise<Server[]> {
    const { rows } = await this.#entry()
    return Server.$createMultipleFromAdapterResult(rows)
  }

  /** Changes whenever the cached state is read afresh (expiry, `forget()`, a cleared cache). */
  async version() {
    const { version } = await this.#entry()
    return version
  }

  /** Drops the cached values on every instance, after staff edit servers. */
  async forget() {
    await cache.deleteMany({ keys: [SERVERS_KEY] })
  }

  /** Everything the app state carries, for one request, with the version it was read at. */
  async current() {
    const { version, rows } = await this.#entry()
    return {
      version,
      productName: communityConfig.productName,
      servers: Server.$createMultipleFromAdapterResult(rows),
      counts: communityConfig.counts,
      links: communityConfig.links,
    }
  }
}
