import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type User from '#models/user'
import StoreGrant from '#models/store_grant'
import StorePurchase from '#models/store_purchase'
import DeliveryService from '#services/network/delivery_service'
import { dbStamp } from '#data/database_time'
import { storeItemDelivery } from '#data/store_deliveries'

/** Grants expired per run of the expiry job; the next minute takes the rest. */
const EXPIRY_BATCH = 200

/** The player's purchases the cabinet lists, newest first. */
const PURCHASES_LIMIT = 100

/**
 * What players hold from the store (spec §7 cabinet roles and abilities,
 * profile roles) and the end of timed roles: expiry queues the removal
 * command in the same transaction as the state change.
 */
@inject()
export default class StoreGrantService {
  constructor(private deliveries: DeliveryService) {}

  /** The player's active roles, or abilities, on every server, soonest expiry last (forever first). */
  async activeFor(user: Pick<User, 'id'>, kind: 'role' | 'ability' = 'role') {
    return StoreGrant.query()
      .where('user_id', user.id)
      .where('state', 'active')
      .whereNotNull(kind === 'role' ? 'role_id' : 'ability_id')
      .where((query) =>
        query.whereNull('expires_at').orWhere('expires_at', '>', dbStamp(DateTime.utc()))
      )
      .preload('server')
      .preload('role')
      .preload('ability')
      .orderBy('server_id')
      .orderBy('created_at')
  }

  /** The player's purchases with their delivery commands (the cabinet's delivery state per server). */
  async purchasesFor(user: Pick<User, 'id'>, kind: 'role' | 'ability' = 'role') {
    return StorePurchase.query()
      .where('user_id', user.id)
      .where('kind', kind)
      .preload('server')
      .preload('deliveryCommand', (command) => command.preload('server'))
      .preload('grant', (grant) => grant.preload('role').preload('ability'))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(PURCHASES_LIMIT)
  }

  /**
   * Ends every timed role whose time is up (the `store:role-expiry` job):
   * one conditional UPDATE per grant moves it active → expired, so two
   * instances or a job running twice end it once, and the removal command
   * (once per grant by its key) is queued in the same transaction — unless
   * another grant of the same role on that server is still running (stack).
   * Answers how many grants ended.
   */
  async expireDue(now: DateTime = DateTime.utc()) {
    const due = await StoreGrant.query()
      .where('state', 'active')
      .whereNotNull('role_id')
      .whereNotNull('expires_at')
      .where('expires_at', '<=', dbStamp(now))
      .preload('role')
      .preload('user')
      .preload('server')
      .orderBy('expires_at')
      .limit(EXPIRY_BATCH)
    let ended = 0
    for (const grant of due) {
      const done = await db.transaction(async (trx) => {
        const moved = await trx
          .from(StoreGrant.table)
          .where('id', grant.id)
          .where('state', 'active')
          .update({ state: 'expired', ended_at: dbStamp(now), updated_at: dbStamp(now) })
        if (Number(moved) !== 1) return false
        const running = await StoreGrant.query({ client: trx })
          .where('user_id', grant.userId)
          .where('server_id', grant.serverId)
          .where('role_id', grant.roleId!)
          .where('state', 'active')
          .where((query) => query.whereNull('expires_at').orWhere('expires_at', '>', dbStamp(now)))
          .first()
        if (running) return true
        await this.deliveries.enqueue(
          storeItemDelivery({
            serverId: grant.serverId,
            user: { id: grant.userId, nickname: grant.user.nickname },
            item: grant.role,
            template: grant.role.revokeCommand,
            labelKey: 'economy.store.deliveries.expired',
            params: { server: grant.server.name },
            idempotencyKey: `store:grant:${grant.id}:revoke`,
          }),
          trx
        )
        return true
      })
      if (done) ended++
    }
    return ended
  }
}
