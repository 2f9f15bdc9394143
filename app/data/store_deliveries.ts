import type { LabelParams } from '#models/delivery_command'
import { renderCommand } from '#domain/economy/store'
import { bothNames, deliveryLabel } from '#data/delivery_labels'

/**
 * The outbox request that runs a store item's grant or revoke `template` for a player on a
 * server, labelled by `labelKey` with the item's names in both languages (`item`) and `params`.
 */
export function storeItemDelivery(input: {
  serverId: number
  user: { id: number; nickname: string }
  item: { slug: string; nameRu: string; nameEn: string }
  template: string
  labelKey: string
  params: LabelParams
  idempotencyKey: string
}) {
  const { user, item } = input
  return {
    serverId: input.serverId,
    userId: user.id,
    nickname: user.nickname,
    command: renderCommand(input.template, { nickname: user.nickname, group: item.slug }),
    ...deliveryLabel(input.labelKey, { item: bothNames(item), ...input.params }),
    idempotencyKey: input.idempotencyKey,
  }
}
