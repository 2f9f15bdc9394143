import { BaseTransformer } from '@adonisjs/core/transformers'
import type StoreGrant from '#models/store_grant'

/** A role or ability a player holds on a server (cabinet, store, public profile). */
export default class StoreGrantTransformer extends BaseTransformer<StoreGrant> {
  constructor(
    resource: StoreGrant,
    private locale: string
  ) {
    super(resource)
  }

  toObject() {
    const grant = this.resource
    const item = grant.role ?? grant.ability
    return {
      id: grant.id,
      kind: grant.roleId === null ? ('ability' as const) : ('role' as const),
      server: { slug: grant.server.slug, name: grant.server.name },
      item: {
        slug: item.slug,
        name: this.locale === 'en' ? item.nameEn : item.nameRu,
        color: grant.role?.color ?? null,
        rank: grant.role?.rank ?? null,
      },
      state: grant.state,
      startsAt: grant.startsAt.toUTC().toISO()!,
      expiresAt: grant.expiresAt?.toUTC().toISO() ?? null,
    }
  }
}
