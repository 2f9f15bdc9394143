import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Friendship from '#models/friendship'
import { lookKeysOfRow, type LookKeys } from '#domain/players/looks'
import type User from '#models/user'
import PlayerProfileService from '#services/players/player_profile_service'
import AlreadyFriendsException from '#exceptions/already_friends_exception'
import FriendRequestExistsException from '#exceptions/friend_request_exists_exception'
import FriendRequestNotFoundException from '#exceptions/friend_request_not_found_exception'
import NotFriendsException from '#exceptions/not_friends_exception'
import SelfFriendRequestException from '#exceptions/self_friend_request_exception'
import { withConflictRetries } from '#data/transactions'
import { fromSqlDateTime, isSqlite, toSqlDateTime } from '#data/sql'

/** How two players stand, seen from the first: for the profile's friend button. */
export type FriendRelation = 'self' | 'none' | 'friends' | 'outgoing' | 'incoming'

export type FriendEntry = { nickname: string; looks: LookKeys; since: DateTime }

/** Requests listed at most, per direction (the oldest beyond wait out of sight). */
const REQUESTS_SHOWN = 200

function pairOf(a: number, b: number) {
  return { low_user_id: Math.min(a, b), high_user_id: Math.max(a, b) }
}

/** Rows an update or delete touched, as the drivers report it (a number, or an array of it). */
function affected(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result) || 0
}

/**
 * Friends and friend requests (spec §2 profile friends, §3; docs/decisions.md "Friends"): one
 * row per pair, so a double click or a crossing request can never make two. A request to a
 * player who already asked you accepts theirs.
 */
@inject()
export default class FriendService {
  constructor(private profiles: PlayerProfileService) {}

  /**
   * Asks the player named to be friends, or accepts their request if they asked first.
   * Throws PlayerNotFoundException (404), PlayerNotRegisteredException (400),
   * SelfFriendRequestException (400), FriendRequestExistsException (409),
   * AlreadyFriendsException (409).
   */
  async request(user: User, nickname: string) {
    const other = await this.profiles.account(nickname)
    if (other.id === user.id) throw new SelfFriendRequestException(other.nickname)
    const pair = pairOf(user.id, other.id)
    // Two first requests at once (either direction): one insert wins the key, the other
    // transaction runs again and finds that row.
    const status = await withConflictRetries(() =>
      db.transaction(async (trx) => {
        const row = await this.locked(trx, pair)
        if (!row) {
          await trx.table('friendships').insert({
            ...pair,
            requester_id: user.id,
            status: 'pending',
            created_at: toSqlDateTime(Date.now()),
          })
          return 'requested' as const
        }
        if (row.status === 'accepted') throw new AlreadyFriendsException(other.nickname)
        if (Number(row.requester_id) === user.id) {
          throw new FriendRequestExistsException(other.nickname)
        }
        await this.markAccepted(trx, pair, other.id)
        return 'accepted' as const
      })
    )
    return { status, friend: other }
  }

  /**
   * Accepts the request the player named sent. Throws PlayerNotFoundException (404),
   * PlayerNotRegisteredException (400), FriendRequestNotFoundException (404).
   */
  async accept(user: User, nickname: string) {
    const other = await this.profiles.account(nickname)
    const done = await db.transaction((trx) =>
      this.markAccepted(trx, pairOf(user.id, other.id), other.id)
    )
    if (!done) throw new FriendRequestNotFoundException(other.nickname)
    return other
  }

  /**
   * Declines the request the player named sent, or withdraws one sent to them. Throws
   * PlayerNotFoundException (404), PlayerNotRegisteredException (400),
   * FriendRequestNotFoundException (404).
   */
  async decline(user: User, nickname: string) {
    const other = await this.profiles.account(nickname)
    const removed = await db
      .from('friendships')
      .where(pairOf(user.id, other.id))
      .where('status', 'pending')
      .delete()
    if (affected(removed) === 0) throw new FriendRequestNotFoundException(other.nickname)
    return other
  }

  /**
   * Ends a friendship. Throws PlayerNotFoundException (404), PlayerNotRegisteredException
   * (400), NotFriendsException (404).
   */
  async remove(user: User, nickname: string) {
    const other = await this.profiles.account(nickname)
    const removed = await db
      .from('friendships')
      .where(pairOf(user.id, other.id))
      .where('status', 'accepted')
      .delete()
    if (affected(removed) === 0) throw new NotFriendsException(other.nickname)
    return other
  }

  /** A page of the player's friends, the newest friendship first. */
  async list(owner: User, page: number, perPage: number) {
    const result = await this.pairsOf(owner, 'accepted')
      .orderBy('friendship.accepted_at', 'desc')
      .orderBy('peer.id', 'asc')
      .select('peer.nickname', 'peer.avatar_key', 'peer.skin_key', 'friendship.accepted_at')
      .paginate(page, perPage)
    return {
      entries: result.all().map((row) => ({
        nickname: row.nickname as string,
        looks: lookKeysOfRow(row),
        since: dateTimeOf(row.accepted_at),
      })),
      meta: result.getMeta(),
    }
  }

  /** The player's pending requests, received and sent, the newest first. */
  async requests(owner: User) {
    const rows = await this.pairsOf(owner, 'pending')
      .orderBy('friendship.created_at', 'desc')
      .orderBy('peer.id', 'asc')
      .limit(REQUESTS_SHOWN * 2)
      .select(
        'peer.nickname',
        'peer.avatar_key',
        'peer.skin_key',
        'friendship.requester_id',
        'friendship.created_at'
      )
    const entryOf = (row: (typeof rows)[number]) => ({
      nickname: row.nickname as string,
      looks: lookKeysOfRow(row),
      since: dateTimeOf(row.created_at),
    })
    const incoming = rows.filter((row) => Number(row.requester_id) !== owner.id)
    const outgoing = rows.filter((row) => Number(row.requester_id) === owner.id)
    return {
      incoming: incoming.slice(0, REQUESTS_SHOWN).map(entryOf),
      outgoing: outgoing.slice(0, REQUESTS_SHOWN).map(entryOf),
    }
  }

  /** How `viewer` stands with `owner`; null for a guest or a game-only profile. */
  async relation(
    owner: User | null,
    viewer: User | null | undefined
  ): Promise<FriendRelation | null> {
    if (!owner || !viewer) return null
    if (owner.id === viewer.id) return 'self'
    const row = await Friendship.query().where(pairOf(owner.id, viewer.id)).first()
    if (!row) return 'none'
    if (row.status === 'accepted') return 'friends'
    return row.requesterId === viewer.id ? 'outgoing' : 'incoming'
  }

  /** The pairs of a player in a status, each with the other player as `peer`. */
  private pairsOf(owner: User, status: 'pending' | 'accepted') {
    return db
      .from('friendships as friendship')
      .joinRaw(
        'inner join users peer on peer.id = case when friendship.low_user_id = ? ' +
          'then friendship.high_user_id else friendship.low_user_id end',
        [owner.id]
      )
      .where((query) =>
        query.where('friendship.low_user_id', owner.id).orWhere('friendship.high_user_id', owner.id)
      )
      .where('friendship.status', status)
  }

  /** The pair's row, locked until the transaction ends (MySQL; SQLite has one writer). */
  private async locked(trx: TransactionClientContract, pair: ReturnType<typeof pairOf>) {
    const query = trx.from('friendships').where(pair)
    if (!isSqlite(trx)) query.forUpdate()
    return query.select('requester_id', 'status').first()
  }

  /** Accepts the pair's pending request if `requesterId` sent it; false when none waits. */
  private async markAccepted(
    trx: TransactionClientContract,
    pair: ReturnType<typeof pairOf>,
    requesterId: number
  ) {
    const changed = await trx
      .from('friendships')
      .where(pair)
      .where({ status: 'pending', requester_id: requesterId })
      .update({ status: 'accepted', accepted_at: toSqlDateTime(Date.now()) })
    return affected(changed) > 0
  }
}

function dateTimeOf(value: string | Date) {
  return DateTime.fromMillis(fromSqlDateTime(value), { zone: 'utc' })
}
