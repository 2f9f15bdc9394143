import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import StoreGrant from '#models/store_grant'
import StorePurchase from '#models/store_purchase'
import type User from '#models/user'
import Wipe from '#models/wipe'
import { ServerFactory } from '#database/factories/server_factory'
import { StoreRoleFactory } from '#database/factories/store_role_factory'
import { StoreAbilityFactory } from '#database/factories/store_ability_factory'

/** A server, a wipe of it `daysAhead` days from now, a role and an ability sold there. */
export async function wipeAhead(daysAhead = 2) {
  const server = await ServerFactory.create()
  const wipe = await Wipe.create({
    serverId: server.id,
    wipeAt: DateTime.utc().startOf('second').plus({ days: daysAhead }),
    documentId: null,
  })
  const role = await StoreRoleFactory.merge({ serverId: server.id }).create()
  const ability = await StoreAbilityFactory.merge({ serverId: server.id }).create()
  return { server, wipe, role, ability }
}

/**
 * A paid purchase of the role (or ability) `daysBefore` days before the
 * wipe, with its active grant, as the store writes them.
 */
export async function purchaseBefore(
  user: User,
  setup: Awaited<ReturnType<typeof wipeAhead>>,
  kind: 'role' | 'ability',
  daysBefore: number,
  amount = 100_00
) {
  const boughtAt = setup.wipe.wipeAt.minus({ days: daysBefore })
  const grant = await StoreGrant.create({
    id: randomUUID(),
    userId: user.id,
    serverId: setup.server.id,
    roleId: kind === 'role' ? setup.role.id : null,
    abilityId: kind === 'ability' ? setup.ability.id : null,
    state: 'active',
    startsAt: boughtAt,
    expiresAt: kind === 'role' ? boughtAt.plus({ days: 30 }) : null,
  })
  return StorePurchase.create({
    id: randomUUID(),
    userId: user.id,
    serverId: setup.server.id,
    grantId: grant.id,
    kind,
    roleId: grant.roleId,
    abilityId: grant.abilityId,
    period: kind === 'role' ? 'month' : null,
    mode: 'new',
    price: amount,
    discountPercent: 0,
    amount,
    deliveryCommandId: null,
    createdAt: boughtAt,
  })
}
