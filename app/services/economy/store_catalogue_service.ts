import { randomUUID } from 'node:crypto'
import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import Server from '#models/server'
import StoreAbility from '#models/store_ability'
import StoreFeature from '#models/store_feature'
import StoreKit from '#models/store_kit'
import StoreRole from '#models/store_role'
import StoreItemNotFoundException from '#exceptions/store_item_not_found_exception'
import PageCacheService from '#services/platform/page_cache_service'
import { LocalMemo } from '#data/local_memo'

/** One server's shelf: its roles (with features and kits), the compared features, its abilities. */
export type ServerCatalogue = {
  server: Server
  roles: StoreRole[]
  features: StoreFeature[]
  abilities: StoreAbility[]
}

const CATALOGUE_KEY = 'store:catalogue'

/** As the app state: a server switched off elsewhere leaves the store within a minute. */
const TTL = '60s'

/**
 * The enabled catalogue as plain rows (a Redis store keeps JSON), stamped
 * per database read: the models built from them are kept per stamp.
 */
type CatalogueRows = {
  version: string
  servers: object[]
  roles: object[]
  roleFeatures: {
    role_id: number
    feature_id: number
    value_ru: string | null
    value_en: string | null
  }[]
  kits: object[]
  features: object[]
  abilities: object[]
}

/** Every page of the store reads it (#29): a second in this process in front of the cache. */
const localRows = new LocalMemo<CatalogueRows>(1000)

/** The shelves built from one version of the rows, shared read-only by its requests. */
let built: { version: string; shelves: ServerCatalogue[] } = { version: '', shelves: [] }

async function readRows(): Promise<CatalogueRows> {
  const [servers, roles, roleFeatures, kits, features, abilities] = await Promise.all([
    Server.query().where('enabled', true).orderBy('position').orderBy('id').pojo<object>(),
    StoreRole.query().where('enabled', true).orderBy('rank').orderBy('id').pojo<object>(),
    db
      .from('store_role_features')
      .join('store_features', 'store_features.id', 'store_role_features.feature_id')
      .where('store_features.enabled', true)
      .orderBy('store_features.position')
      .orderBy('store_features.id')
      .select(
        'store_role_features.role_id',
        'store_role_features.feature_id',
        'store_role_features.value_ru',
        'store_role_features.value_en'
      ),
    StoreKit.query().where('enabled', true).orderBy('position').orderBy('id').pojo<object>(),
    StoreFeature.query().where('enabled', true).orderBy('position').orderBy('id').pojo<object>(),
    StoreAbility.query().where('enabled', true).orderBy('position').orderBy('id').pojo<object>(),
  ])
  return { version: randomUUID(), servers, roles, roleFeatures, kits, features, abilities }
}

/** The rows as models, shelved per server the way the store shows them. */
function shelve(rows: CatalogueRows): ServerCatalogue[] {
  const servers = Server.$createMultipleFromAdapterResult(rows.servers)
  const roles = StoreRole.$createMultipleFromAdapterResult(rows.roles)
  const kits = StoreKit.$createMultipleFromAdapterResult(rows.kits)
  const features = StoreFeature.$createMultipleFromAdapterResult(rows.features)
  const abilities = StoreAbility.$createMultipleFromAdapterResult(rows.abilities)
  const featureRows = new Map(rows.features.map((row, index) => [features[index].id, row]))
  for (const role of roles) {
    role.$setRelated(
      'kits',
      kits.filter((kit) => kit.roleId === role.id)
    )
    // What a many-to-many preload gives: the feature with its pivot values in $extras.
    const held = rows.roleFeatures.flatMap((pivot) => {
      const row = pivot.role_id === role.id ? featureRows.get(pivot.feature_id) : undefined
      if (!row) return []
      const feature = StoreFeature.$createFromAdapterResult(row)!
      feature.$extras = {
        pivot_role_id: pivot.role_id,
        pivot_feature_id: pivot.feature_id,
        pivot_value_ru: pivot.value_ru,
        pivot_value_en: pivot.value_en,
      }
      return [feature]
    })
    role.$setRelated('features', held)
  }
  return servers.map((server) => ({
    server,
    roles: roles.filter((role) => role.serverId === server.id),
    features: features.filter((feature) => feature.serverId === server.id),
    abilities: abilities.filter((ability) => ability.serverId === server.id),
  }))
}

/**
 * The store's catalogue as players read it (spec §7 `store/roles`,
 * `store/role/features`, `store/kits/{id}`): the same for everyone, so it is
 * read once per version (#29, docs/decisions.md "Store: the catalogue is
 * cached") and dropped by the staff's edits.
 */
export default class StoreCatalogueService {
  /** Every enabled server's shelf in the network's order, or one server's; throws StoreItemNotFoundException for an unknown server. */
  async catalogue(serverSlug?: string | null): Promise<ServerCatalogue[]> {
    const shelves = await this.#shelves()
    if (!serverSlug) return shelves
    const shelf = shelves.find(({ server }) => server.slug === serverSlug)
    if (!shelf) throw new StoreItemNotFoundException('server')
    return [shelf]
  }

  /** A kit with its server and role; throws StoreItemNotFoundException. */
  async kit(id: number) {
    const kit = await StoreKit.query().where('id', id).preload('server').preload('role').first()
    if (!kit || !kit.enabled || !kit.server.enabled || !kit.role.enabled)
      throw new StoreItemNotFoundException('kit')
    return kit
  }

  /** Drops the cached catalogue on every instance and the guests' pages showing it: after a staff edit. */
  async forget() {
    // The shared copy first: an instance told to forget must not read the old one back.
    await cache.deleteMany({ keys: [CATALOGUE_KEY] })
    localRows.forget()
    new PageCacheService().forget()
  }

  /** The shelves of the cached rows' version, built once per version: read them, never change them. */
  async #shelves() {
    const rows = await localRows.get(() =>
      cache.getOrSet({ key: CATALOGUE_KEY, ttl: TTL, factory: readRows })
    )
    if (built.version !== rows.version) built = { version: rows.version, shelves: shelve(rows) }
    return built.shelves
  }
}
