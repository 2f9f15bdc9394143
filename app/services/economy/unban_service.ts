import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import unbanConfig from '#config/unban'
import GameBan from '#models/game_ban'
import Server from '#models/server'
import type User from '#models/user'
import WalletService from '#services/economy/wallet_service'
import DeliveryService from '#services/network/delivery_service'
import IdempotencyService from '#services/platform/idempotency_service'
import InsufficientFundsException from '#exceptions/insufficient_funds_exception'
import BanNotFoundException from '#exceptions/ban_not_found_exception'
import BanPermanentException from '#exceptions/ban_permanent_exception'
import BanEndedException from '#exceptions/ban_ended_exception'
import BanAlreadyLiftedException from '#exceptions/ban_already_lifted_exception'
import UnbanInsufficientFundsException from '#exceptions/unban_insufficient_funds_exception'
import { banStanding, priceOfBan, type BanStanding } from '#domain/economy/unbans'
import { fromSqlDateTime, lockRow, toSqlDateTime } from '#data/sql'

/** A `game_bans` row with its times in milliseconds (read raw, as GameBanService writes them). */
export type BanRecord = {
  id: number
  serverId: number
  /** The server's own id of the ban. */
  banId: string
  nickname: string
  bannedBy: string | null
  reason: string | null
  startsAt: number | null
  endsAt: number | null
  liftedAt: number | null
}

/** The player's ban as the auth state and the unban modal show it. */
export type CurrentBan = {
  ban: BanRecord
  serverName: string | null
  standing: BanStanding
  /** Kopecks; null when it cannot be bought out (permanent). */
  price: number | null
}

export type UnbanInput = {
  user: User
  /** `game_bans.id`, as the auth state's `managers.ban.id` names it. */
  banId: number
  /** The client's Idempotency-Key: the same key buys once and answers the same. */
  idempotencyKey?: string | null
}

/** What a purchase answers (JSON-safe: a replay answers the stored copy). */
export type UnbanResult = {
  banId: number
  /** Kopecks paid. */
  price: number
  /** The rubles balance after, in kopecks. */
  balance: number
  unbannedAt: string
  /** The outbox command that lifts the ban on its server. */
  deliveryId: string
}

/** The player's bans, by nickname key (any case); only rows a ban event filled in. */
function bansOf(client: QueryClientContract, user: Pick<User, 'nicknameKey'>) {
  return client
    .from(GameBan.table)
    .where('nickname_key', user.nicknameKey)
    .select('id', 'server_id', 'ban_id', 'nickname', 'banned_by', 'reason')
    .select('starts_at', 'ends_at', 'lifted_at')
}

function record(row: Record<string, any>): BanRecord {
  return {
    id: Number(row.id),
    serverId: row.server_id,
    banId: row.ban_id,
    nickname: row.nickname,
    bannedBy: row.banned_by,
    reason: row.reason,
    startsAt: fromSqlDateTime(row.starts_at),
    endsAt: fromSqlDateTime(row.ends_at),
    liftedAt: fromSqlDateTime(row.lifted_at),
  }
}

/** `{nickname}` and `{banId}` of the configured unban command filled in. */
function unbanCommand(ban: BanRecord) {
  return unbanConfig.command.replaceAll('{nickname}', ban.nickname).replaceAll('{banId}', ban.banId)
}

/**
 * Buying out a temporary ban (spec §2 unban purchase, §4, §7 `POST ban/unban`;
 * docs/decisions.md "Unban purchase"): the debit, the lift and the unban
 * command for the ban's server are one transaction.
 */
@inject()
export default class UnbanService {
  constructor(
    private wallets: WalletService,
    private deliveries: DeliveryService,
    private idempotency: IdempotencyService
  ) {}

  /**
   * The player's ban in force now (spec §3 `managers`): a permanent one
   * before any temporary one, else the temporary one ending last; null when
   * none is. Bans are the game servers' by nickname (any case).
   */
  async currentFor(user: Pick<User, 'nicknameKey'>, now = Date.now()): Promise<CurrentBan | null> {
    const active = await bansOf(db.connection(), user)
      .whereNull('lifted_at')
      .where((query) => query.whereNull('ends_at').orWhere('ends_at', '>', toSqlDateTime(now)))
    const ban = active
      .map(record)
      .sort((a, b) => (b.endsAt ?? Infinity) - (a.endsAt ?? Infinity))[0]
    if (!ban) return null
    const server = await Server.find(ban.serverId)
    return {
      ban,
      serverName: server?.name ?? null,
      standing: banStanding(ban, now),
      price: priceOfBan(ban, now, unbanConfig.pricing),
    }
  }

  /**
   * Pays the ban's price from the rubles balance, lifts the ban and queues
   * the unban command for its server, all or nothing; a replay of the key
   * answers the first result. Throws BanNotFoundException,
   * BanPermanentException, BanEndedException, BanAlreadyLiftedException,
   * UnbanInsufficientFundsException, IdempotencyConflictException.
   */
  async buy(input: UnbanInput): Promise<UnbanResult> {
    const key = input.idempotencyKey ?? randomUUID()
    return this.idempotency.run(
      { key, scope: 'ban.unban', userId: input.user.id, payload: { banId: input.banId } },
      (trx) => this.buyIn(trx, input.user, input.banId, key)
    )
  }

  private async buyIn(
    trx: TransactionClientContract,
    user: User,
    banId: number,
    key: string
  ): Promise<UnbanResult> {
    // Concurrent purchases of one ban wait here for each other (SQLite: the key's insert
    // already holds the write lock), so only the first finds it still in force.
    await lockRow(trx, GameBan.table, banId)
    const row = await bansOf(trx, user).where('id', banId).first()
    if (!row) throw new BanNotFoundException()
    const ban = record(row)

    const now = Date.now()
    const standing = banStanding(ban, now)
    if (standing === 'unbanned') throw new BanAlreadyLiftedException()
    if (standing === 'permanent') throw new BanPermanentException()
    if (standing === 'ended') throw new BanEndedException()
    const price = priceOfBan(ban, now, unbanConfig.pricing)!

    const at = toSqlDateTime(now)
    const lifted = await trx
      .from(GameBan.table)
      .where('id', ban.id)
      .whereNull('lifted_at')
      .update({ lifted_at: at, lifted_by: user.nickname, updated_at: at })
    if (Number(lifted) !== 1) throw new BanAlreadyLiftedException()

    const server = await Server.findOrFail(ban.serverId, { client: trx })
    const debit = await this.wallets
      .apply(
        [
          {
            userId: user.id,
            currency: 'rub',
            amount: -price,
            reason: 'unban',
            referenceType: 'ban',
            referenceId: String(ban.id),
            idempotencyKey: `unban:${user.id}:${key}`,
            details: { server: server.name, banId: ban.banId },
          },
        ],
        trx
      )
      .catch((error: unknown) => {
        throw error instanceof InsufficientFundsException
          ? new UnbanInsufficientFundsException(price)
          : error
      })

    const command = await this.deliveries.enqueue(
      {
        serverId: ban.serverId,
        nickname: ban.nickname,
        command: unbanCommand(ban),
        idempotencyKey: `unban:${ban.id}:${key}`,
        userId: user.id,
      },
      trx
    )

    return {
      banId: ban.id,
      price,
      balance: debit.entries[0].balanceAfter,
      unbannedAt: new Date(Math.floor(now / 1000) * 1000).toISOString(),
      deliveryId: command.id,
    }
  }
}
