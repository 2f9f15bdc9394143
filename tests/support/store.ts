import { DateTime } from 'luxon'
import StoreGrant from '#models/store_grant'
import type User from '#models/user'
import { ServerFactory } from '#database/factories/server_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { UserFactory } from '#database/factories/user_factory'
import { StoreRoleFactory } from '#database/factories/store_role_factory'
import { DAY_MS } from '#domain/economy/store'

/** VIP on HiTech (100 ₽ a month), on Magic RPG (200 ₽, forever 2000 ₽) and Pixelmon (50 ₽, no forever). */
export async function moveNetwork() {
  const hiTech = await ServerFactory.merge({ slug: 'hi-tech', name: 'HiTech' }).create()
  const magic = await ServerFactory.merge({ slug: 'magic-rpg', name: 'Magic RPG' }).create()
  const pixelmon = await ServerFactory.merge({ slug: 'pixelmon', name: 'Pixelmon' }).create()
  const vanilla = await ServerFactory.merge({ slug: 'vanilla', name: 'Vanilla' }).create()
  const vip = await StoreRoleFactory.merge({ serverId: hiTech.id, slug: 'vip' }).create()
  const magicVip = await StoreRoleFactory.merge({
    serverId: magic.id,
    slug: 'vip',
    priceMonth: 200_00,
    priceForever: 2000_00,
  }).create()
  await StoreRoleFactory.merge({
    serverId: pixelmon.id,
    slug: 'vip',
    priceMonth: 50_00,
    priceForever: null,
  }).create()
  return { hiTech, magic, pixelmon, vanilla, vip, magicVip }
}

/** A VIP grant on HiTech with `days` left (null: forever). */
export async function grantOf(
  user: User,
  serverId: number,
  roleId: number,
  days: number | null = 10
) {
  const now = DateTime.utc().startOf('second')
  return StoreGrant.create({
    id: crypto.randomUUID(),
    userId: user.id,
    serverId,
    roleId,
    abilityId: null,
    state: 'active',
    startsAt: now.minus({ days: 1 }),
    expiresAt: days === null ? null : now.plus({ milliseconds: days * DAY_MS }),
  })
}

/** A staff member who edits the store's catalogue (`web.store.edit`). */
export async function storeEditor() {
  const user = await UserFactory.create()
  const group = await withPermissions(['web.store.edit']).create()
  await user.related('staffGroups').attach([group.id])
  return user
}
