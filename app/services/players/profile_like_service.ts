import { inject } from '@adonisjs/core'
import cache from '@adonisjs/cache/services/main'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import PlayerProfileService from '#services/players/player_profile_service'
import SelfLikeException from '#exceptions/self_like_exception'
import { withConflictRetries } from '#data/transactions'
import { addInserted, toSqlDateTime } from '#data/sql'
import { TOP_PER_PAGE } from '#domain/players/tops'
import { lookKeysOfRow, type LookKeys } from '#domain/players/looks'

/** A profile's likes as the profile shows them. */
export type LikeSummary = {
  likes: number
  /** Whether the viewer likes it (false for guests). */
  liked: boolean
  /** The place in the likes top; null without likes. */
  place: number | null
}

export type LikeTopEntry = {
  place: number
  nickname: string
  looks: LookKeys
  registered: true
  value: number
}

/**
 * Profile likes (spec §7 `POST user/profile/like`, §2 top likes; docs/decisions.md "Profile likes
 * and the likes top"): one like per player per profile, never one's own, a second press takes
 * it back. Each profile's count lives in `profile_like_totals`, changed in the transaction of
 * the like itself, so the top and the places read the (likes, user_id) index.
 */
@inject()
export default class ProfileLikeService {
  constructor(private profiles: PlayerProfileService) {}

  /**
   * Toggles the player's like of the profile named. Throws PlayerNotFoundException (404),
   * PlayerNotRegisteredException (400) for a game-only player, SelfLikeException (400).
   */
  async toggle(user: User, nickname: string) {
    const profile = await this.profiles.account(nickname)
    if (profile.id === user.id) throw new SelfLikeException(profile.nickname)
    // The count's row is locked first (adding 0 takes its write lock), so toggles of one
    // profile run one after another; a deadlock MySQL still reports runs again.
    const liked = await withConflictRetries(() =>
      db.transaction(async (trx) => {
        await this.add(trx, profile.id, 0)
        const removed = await trx
          .from('profile_likes')
          .where({ profile_user_id: profile.id, user_id: user.id })
          .delete()
        if (affected(removed) > 0) {
          await this.add(trx, profile.id, -1)
          return false
        }
        await trx.table('profile_likes').insert({
          profile_user_id: profile.id,
          user_id: user.id,
          created_at: toSqlDateTime(Date.now()),
        })
        await this.add(trx, profile.id, 1)
        return true
      })
    )
    return { profile, ...(await this.summary(profile, user)), liked }
  }

  /** The likes of a profile, whether `viewer` likes it, and its place in the likes top. */
  async summary(profile: User, viewer: User | null | undefined): Promise<LikeSummary> {
    const [likes, liked] = await Promise.all([
      this.count(profile.id),
      viewer
        ? db
            .from('profile_likes')
            .where({ profile_user_id: profile.id, user_id: viewer.id })
            .select('user_id')
            .first()
        : null,
    ])
    return {
      likes,
      liked: Boolean(liked),
      place: likes > 0 ? await this.place(profile.id, likes) : null,
    }
  }

  /** One page of the likes top (most liked first, ties by the older account) and its size. */
  async top(page: number, viewer: User | null | undefined) {
    const offset = (page - 1) * TOP_PER_PAGE
    const [rows, total, own] = await Promise.all([
      this.ranked().offset(offset).limit(TOP_PER_PAGE),
      this.ranks(),
      viewer ? this.ownEntry(viewer) : null,
    ])
    return {
      entries: rows.map((row, index) => entryOf(row, offset + index + 1)),
      total,
      own,
    }
  }

  /** How many profiles the top ranks; cached a minute, like the playtime tops' counts. */
  private async ranks() {
    return cache.getOrSet({
      key: 'players:top_count:likes',
      ttl: '60s',
      factory: async () => {
        const row = await db
          .from('profile_like_totals')
          .where('likes', '>', 0)
          .count('* as total')
          .first()
        return Number(row?.total ?? 0)
      },
    })
  }

  private async ownEntry(viewer: User): Promise<LikeTopEntry | null> {
    const likes = await this.count(viewer.id)
    if (likes <= 0) return null
    return {
      place: await this.place(viewer.id, likes),
      nickname: viewer.nickname,
      looks: viewer,
      registered: true,
      value: likes,
    }
  }

  private ranked() {
    return db
      .from('profile_like_totals as total')
      .join('users as user', 'user.id', 'total.user_id')
      .where('total.likes', '>', 0)
      .orderBy('total.likes', 'desc')
      .orderBy('total.user_id', 'asc')
      .select('total.likes', 'user.nickname', 'user.avatar_key', 'user.skin_key')
  }

  private async count(userId: number) {
    const row = await db
      .from('profile_like_totals')
      .where('user_id', userId)
      .select('likes')
      .first()
    return Number(row?.likes ?? 0)
  }

  /** 1 + the profiles ahead: more likes, or as many and an older account (the index range). */
  private async place(userId: number, likes: number) {
    const ahead = await db
      .from('profile_like_totals')
      .where((query) => {
        query
          .where('likes', '>', likes)
          .orWhere((tie) => tie.where('likes', likes).where('user_id', '<', userId))
      })
      .count('* as total')
      .first()
    return Number(ahead?.total ?? 0) + 1
  }

  /** Adds to a profile's count (creating it), holding its row lock until the transaction ends. */
  private async add(trx: TransactionClientContract, userId: number, delta: 1 | 0 | -1) {
    await trx
      .knexQuery()
      .table('profile_like_totals')
      .insert({ user_id: userId, likes: delta })
      .onConflict('user_id')
      .merge({ likes: addInserted(trx, 'profile_like_totals', 'likes') })
  }
}

/** Rows a delete removed, as the drivers report it (a number, or an array holding it). */
function affected(result: unknown) {
  return Number(Array.isArray(result) ? result[0] : result) || 0
}

function entryOf(
  row: {
    likes: number | string
    nickname: string
    avatar_key: string | null
    skin_key: string | null
  },
  place: number
): LikeTopEntry {
  return {
    place,
    nickname: row.nickname,
    looks: lookKeysOfRow(row),
    registered: true,
    value: Number(row.likes),
  }
}
