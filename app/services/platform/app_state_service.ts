import cache from '@adonisjs/cache/services/main'
import Server from '#models/server'
import communityConfig from '#config/community'

/** How long the cache keeps what rarely changes before it is read again. */
const TTL = '60s'

const SERVERS_KEY = 'app_state:servers'

/** App state of spec §3: the network's servers, community counts and links. */
export default class AppStateService {
  /** Servers in display order; cached for a minute (config/cache.ts). */
  async servers(): Promise<Server[]> {
    // Rows, not models, go into the cache: a Redis store keeps JSON.
    const rows = await cache.getOrSet({
      key: SERVERS_KEY,
      ttl: TTL,
      factory: () => Server.query().orderBy('position').orderBy('id').pojo<object>(),
    })
    return Server.$createMultipleFromAdapterResult(rows)
  }

  /** Drops the cached values on every instance, after staff edit servers. */
  async forget() {
    await cache.deleteMany({ keys: [SERVERS_KEY] })
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
