import { randomUUID } from 'node:crypto'
import cache from '@adonisjs/cache/services/main'
import Server from '#models/server'
import communityConfig from '#config/community'
import { LocalMemo } from '#data/local_memo'

/** How long the cache keeps what rarely changes before it is read again. */
const TTL = '60s'

const SERVERS_KEY = 'app_state:servers'

/** The entry for a second in this process: every page and GET /api/v1/main reads it (#8). */
const localEntry = new LocalMemo<ServersEntry>(1000)

/**
 * The cached servers with a stamp of that read: answers built from them
 * (GET /api/v1/main's bytes) stay valid exactly while the stamp does.
 */
type ServersEntry = { version: string; rows: object[] }

type AppState = {
  version: string
  productName: string
  servers: Server[]
  counts: typeof communityConfig.counts
  links: typeof communityConfig.links
}

/**
 * What was built from one version of the state (its models, finished API
 * answers), per key; a new version starts empty. Promises, so concurrent
 * requests share one build.
 */
let derivedValues = { version: '', values: new Map<string, Promise<unknown>>() }

/** App state of spec §3: the network's servers, community counts and links. */
export default class AppStateService {
  /** The servers as cached for a minute (config/cache.ts), stamped per database read. */
  async #entry(): Promise<ServersEntry> {
    // Rows, not models, go into the cache: a Redis store keeps JSON.
    return localEntry.get(() =>
      cache.getOrSet({
        key: SERVERS_KEY,
        ttl: TTL,
        factory: async () => ({
          version: randomUUID(),
          rows: await Server.query().orderBy('position').orderBy('id').pojo<object>(),
        }),
      })
    )
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

  /**
   * A value built from the state, kept while the state's version lasts: the
   * build runs once per key and version, not per request (#8).
   */
  async derived<Value>(key: string, build: (state: AppState) => Promise<Value>): Promise<Value> {
    const version = await this.version()
    if (derivedValues.version !== version) derivedValues = { version, values: new Map() }
    const { values } = derivedValues
    let value = values.get(key) as Promise<Value> | undefined
    if (!value) {
      value = this.#state().then(build)
      values.set(key, value)
      value.catch(() => values.delete(key))
    }
    return value
  }

  /** Drops the cached values on every instance, after staff edit servers. */
  async forget() {
    // The shared copy first: an instance told to forget must not read the old one back.
    await cache.deleteMany({ keys: [SERVERS_KEY] })
    localEntry.forget()
  }

  /** The state as read at its cached version. */
  async #state(): Promise<AppState> {
    const { version, rows } = await this.#entry()
    return {
      version,
      productName: communityConfig.productName,
      servers: Server.$createMultipleFromAdapterResult(rows),
      counts: communityConfig.counts,
      links: communityConfig.links,
    }
  }

  /**
   * Everything the app state carries, shared by the requests of one version
   * (models made once, not per page): read it, never change it.
   */
  async current(): Promise<AppState> {
    return this.derived('state', async (state) => state)
  }
}
