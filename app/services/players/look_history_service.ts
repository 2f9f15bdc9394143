import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import LookImage from '#models/look_image'
import type User from '#models/user'
import LookStorage from '#services/players/look_storage'
import NothingToRollBackException from '#exceptions/nothing_to_roll_back_exception'
import { withConflictRetries } from '#data/transactions'
import { LOOK_HISTORY, type LookKind, type SkinModel } from '#domain/players/looks'

/** A stored upload about to become the current one of its kind. */
export type NewLook = {
  key: string
  kind: LookKind
  model?: SkinModel | null
  width: number
  height: number
  crop?: { x: number; y: number; size: number }
}

const POINTER: Record<LookKind, 'avatar_key' | 'skin_key' | 'cape_key'> = {
  avatar: 'avatar_key',
  skin: 'skin_key',
  cape: 'cape_key',
}

/**
 * One player's uploads of a kind are a stack (issue #25): an upload pushes, a rollback pops,
 * a delete empties it, and the top is the one in use, mirrored on `users` for the pages.
 * Every change first bumps `users.looks_version`: that write takes the player's row lock
 * (MySQL) or the write lock (SQLite) before anything is read, so racing uploads and
 * rollbacks of one player run one after another and the mirror always names the top.
 */
export default class LookHistoryService {
  constructor(private storage: LookStorage = new LookStorage()) {}

  /** Makes a stored upload the current one; prunes what falls off the history. */
  async push(user: User, look: NewLook) {
    const pruned = await withConflictRetries(() =>
      db.transaction(async (trx) => {
        await this.lock(trx, user)
        await LookImage.create(
          {
            key: look.key,
            userId: user.id,
            kind: look.kind,
            model: look.model ?? null,
            width: look.width,
            height: look.height,
            cropX: look.crop?.x ?? null,
            cropY: look.crop?.y ?? null,
            cropSize: look.crop?.size ?? null,
          },
          { client: trx }
        )
        const stale = await this.stack(trx, user, look.kind).offset(LOOK_HISTORY)
        if (stale.length) {
          await trx
            .from('look_images')
            .whereIn(
              'id',
              stale.map((row) => row.id)
            )
            .delete()
        }
        await this.mirror(trx, user, look.kind)
        return stale.map((row) => row.key)
      })
    )
    await this.storage.delete(look.kind, pruned)
    await user.refresh()
  }

  /** Drops the current upload and goes back to the one before (or the default). Throws NothingToRollBackException. */
  async rollback(user: User, kind: LookKind) {
    const dropped = await withConflictRetries(() =>
      db.transaction(async (trx) => {
        await this.lock(trx, user)
        const top = await this.stack(trx, user, kind).first()
        if (!top) throw new NothingToRollBackException()
        await trx.from('look_images').where('id', top.id).delete()
        await this.mirror(trx, user, kind)
        return top.key
      })
    )
    await this.storage.delete(kind, [dropped])
    await user.refresh()
  }

  /** Empties the history: back to the default skin, no cape, no avatar. */
  async clear(user: User, kind: LookKind) {
    const dropped = await withConflictRetries(() =>
      db.transaction(async (trx) => {
        await this.lock(trx, user)
        const rows = await this.stack(trx, user, kind)
        await trx.from('look_images').where('user_id', user.id).where('kind', kind).delete()
        await this.mirror(trx, user, kind)
        return rows.map((row) => row.key)
      })
    )
    await this.storage.delete(kind, dropped)
    await user.refresh()
  }

  /** Gives the current avatar a new key and crop (its files already stored under that key). */
  async recrop(
    user: User,
    fromKey: string,
    look: NewLook & { crop: { x: number; y: number; size: number } }
  ) {
    const replaced = await withConflictRetries(() =>
      db.transaction(async (trx) => {
        await this.lock(trx, user)
        const top = await this.stack(trx, user, 'avatar').first()
        if (!top || top.key !== fromKey) return null
        await trx.from('look_images').where('id', top.id).update({
          key: look.key,
          crop_x: look.crop.x,
          crop_y: look.crop.y,
          crop_size: look.crop.size,
        })
        await this.mirror(trx, user, 'avatar')
        return top.key
      })
    )
    if (replaced) await this.storage.delete('avatar', [replaced])
    await user.refresh()
    return replaced !== null
  }

  /** The player's current looks: the keys on the user row and the avatar's size and crop. */
  async current(user: User) {
    const avatar = user.avatarKey
      ? await LookImage.query().where('key', user.avatarKey).where('user_id', user.id).first()
      : null
    return {
      avatarKey: user.avatarKey,
      skinKey: user.skinKey,
      skinModel: user.skinModel,
      capeKey: user.capeKey,
      avatar,
    }
  }

  /** The player's uploads of a kind, newest (current) first. */
  async history(user: User, kind: LookKind) {
    return LookImage.query().where('user_id', user.id).where('kind', kind).orderBy('id', 'desc')
  }

  private async lock(trx: TransactionClientContract, user: User) {
    await trx
      .from('users')
      .where('id', user.id)
      .update({ looks_version: db.raw('looks_version + 1') })
  }

  private stack(trx: TransactionClientContract, user: User, kind: LookKind) {
    return LookImage.query({ client: trx })
      .where('user_id', user.id)
      .where('kind', kind)
      .orderBy('id', 'desc')
  }

  /** Writes the top of the stack onto the user row. */
  private async mirror(trx: TransactionClientContract, user: User, kind: LookKind) {
    const top = await this.stack(trx, user, kind).first()
    const update: Record<string, string | null> = { [POINTER[kind]]: top?.key ?? null }
    if (kind === 'skin') update.skin_model = top?.model ?? null
    await trx.from('users').where('id', user.id).update(update)
  }
}
