import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { Infer } from '@vinejs/vine/types'
import Server from '#models/server'
import StoreAbility from '#models/store_ability'
import StoreFeature from '#models/store_feature'
import StoreGrant from '#models/store_grant'
import StoreKit from '#models/store_kit'
import StorePurchase from '#models/store_purchase'
import StoreRole from '#models/store_role'
import StoreItemNotFoundException from '#exceptions/store_item_not_found_exception'
import StoreCatalogueService from '#services/economy/store_catalogue_service'
import type {
  createStaffStoreRoleValidator,
  updateStaffStoreRoleValidator,
} from '#validators/economy/staff_store_role'

export type RoleEdit = Infer<typeof updateStaffStoreRoleValidator>
export type RoleCreate = Infer<typeof createStaffStoreRoleValidator>

/** What the staff catalogue shows per server: every role (hidden too), the compared features, abilities, kits. */
export type StaffShelf = {
  server: Server
  roles: StoreRole[]
  features: StoreFeature[]
  abilities: StoreAbility[]
  kits: StoreKit[]
}

/**
 * Staff edit the store's roles (`web.store.edit`). Prices live on the role
 * only: a purchase keeps what it was charged and a grant its expiry, so an
 * edit changes what is sold from now on and nothing already bought. A role
 * with history (a grant or a purchase) is never deleted, only hidden.
 */
export default class StaffStoreRoleService {
  /** Every server's roles (hidden ones too), features, abilities and kits in the network's order. */
  async catalogue(): Promise<StaffShelf[]> {
    const servers = await Server.query().orderBy('position').orderBy('id')
    const [roles, features, abilities, kits] = await Promise.all([
      StoreRole.query().orderBy('rank').orderBy('id'),
      StoreFeature.query().orderBy('position').orderBy('id'),
      StoreAbility.query().orderBy('position').orderBy('id'),
      StoreKit.query().orderBy('position').orderBy('id'),
    ])
    return servers.map((server) => ({
      server,
      roles: roles.filter((role) => role.serverId === server.id),
      features: features.filter((feature) => feature.serverId === server.id),
      abilities: abilities.filter((ability) => ability.serverId === server.id),
      kits: kits.filter((kit) => kit.serverId === server.id),
    }))
  }

  /** A role with its server and feature values for the edit form; throws StoreItemNotFoundException. */
  async find(id: number) {
    const role = await StoreRole.query()
      .where('id', id)
      .preload('server')
      .preload('features')
      .first()
    if (!role) throw new StoreItemNotFoundException('slug')
    return role
  }

  /** The features a role on this server may list. */
  featuresOf(serverId: number) {
    return StoreFeature.query().where('server_id', serverId).orderBy('position').orderBy('id')
  }

  /** True when a grant or a purchase names the role: deleting it would lose that history. */
  async hasHistory(roleId: number) {
    const [grant, purchase] = await Promise.all([
      StoreGrant.query().where('role_id', roleId).select('id').first(),
      StorePurchase.query().where('role_id', roleId).select('id').first(),
    ])
    return Boolean(grant || purchase)
  }

  /** A new role on a server by slug; throws StoreItemNotFoundException for an unknown server. */
  async create(input: RoleCreate) {
    const server = await Server.findBy('slug', input.server)
    if (!server) throw new StoreItemNotFoundException('server')
    const created = await db.transaction(async (trx) => {
      const role = await StoreRole.create(
        { serverId: server.id, slug: input.slug, ...this.columns(input) },
        { client: trx }
      )
      await this.syncFeatures(trx, role, input.features)
      return role
    })
    await new StoreCatalogueService().forget()
    return created
  }

  /** Saves an edit; the role's server and slug stay. */
  async update(id: number, input: RoleEdit) {
    const role = await this.find(id)
    await db.transaction(async (trx) => {
      role.useTransaction(trx)
      role.merge(this.columns(input))
      await role.save()
      await this.syncFeatures(trx, role, input.features)
    })
    await new StoreCatalogueService().forget()
    return role
  }

  /**
   * Deletes a role nobody bought, or hides one with history (its grants,
   * purchases and their deliveries keep naming it). Answers which it did.
   */
  async remove(id: number): Promise<{ role: StoreRole; outcome: 'deleted' | 'archived' }> {
    const role = await this.find(id)
    if (await this.hasHistory(role.id)) {
      role.enabled = false
      await role.save()
      await new StoreCatalogueService().forget()
      return { role, outcome: 'archived' }
    }
    await role.delete()
    await new StoreCatalogueService().forget()
    return { role, outcome: 'deleted' }
  }

  private columns(input: RoleEdit) {
    return {
      nameRu: input.nameRu,
      nameEn: input.nameEn,
      descriptionRu: input.descriptionRu,
      descriptionEn: input.descriptionEn,
      color: input.color.toLowerCase(),
      rank: input.rank,
      discountPercent: input.discountPercent,
      // The validator's rule refuses what does not convert, so the month price is set.
      priceMonth: input.priceMonth!,
      priceQuarter: input.priceQuarter ?? null,
      priceForever: input.priceForever ?? null,
      grantCommand: input.grantCommand,
      revokeCommand: input.revokeCommand,
      enabled: input.enabled,
    }
  }

  /** Replaces the role's feature rows; ids of another server's features are ignored. */
  private async syncFeatures(
    trx: TransactionClientContract,
    role: StoreRole,
    features: RoleEdit['features']
  ) {
    const own = await StoreFeature.query({ client: trx })
      .where('server_id', role.serverId)
      .select('id')
    const allowed = new Set(own.map((feature) => feature.id))
    const rows = Object.fromEntries(
      features
        .filter((feature) => allowed.has(feature.id))
        .map((feature) => [
          feature.id,
          { value_ru: feature.valueRu || null, value_en: feature.valueEn || null },
        ])
    )
    await role.related('features').sync(rows, true, trx)
  }
}
