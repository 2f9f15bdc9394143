import { BaseTransformer } from '@adonisjs/core/transformers'
import type StorePurchase from '#models/store_purchase'
import DeliveryCommandTransformer from '#transformers/network/delivery_command_transformer'

/** A purchase in the cabinet: what, where, for how much, and its delivery's state. */
export default class StorePurchaseTransformer extends BaseTransformer<StorePurchase> {
  constructor(
    resource: StorePurchase,
    private locale: string
  ) {
    super(resource)
  }

  toObject() {
    const purchase = this.resource
    const item = purchase.grant.role ?? purchase.grant.ability
    return {
      id: purchase.id,
      kind: purchase.kind,
      mode: purchase.mode,
      period: purchase.period,
      amount: purchase.amount,
      discountPercent: purchase.discountPercent,
      server: { slug: purchase.server.slug, name: purchase.server.name },
      item: { slug: item.slug, name: this.locale === 'en' ? item.nameEn : item.nameRu },
      createdAt: purchase.createdAt.toUTC().toISO()!,
      delivery: purchase.deliveryCommand
        ? new DeliveryCommandTransformer(purchase.deliveryCommand, this.locale).toObject()
        : null,
    }
  }
}
