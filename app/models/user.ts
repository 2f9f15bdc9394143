import { DateTime } from 'luxon'
import { randomBytes } from 'node:crypto'
import {
  BaseModel,
  beforeCreate,
  beforeSave,
  column,
  hasMany,
  manyToMany,
} from '@adonisjs/lucid/orm'
import type { HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import UserSession from '#models/user_session'
import StaffGroup from '#models/staff_group'
import type { SkinModel } from '#domain/players/looks'

export default class User extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare nickname: string

  /** Lower-cased nickname: uniqueness ignores case (see the users migrations). */
  @column({ serializeAs: null })
  declare nicknameKey: string

  @column.dateTime()
  declare emailVerifiedAt: DateTime | null

  @column()
  declare email: string | null

  @column({ serializeAs: null })
  declare password: string | null

  @column()
  declare region: string | null

  @column({ consume: (value) => Boolean(value) })
  declare regionFixed: boolean

  /** The current avatar's and skin's stored keys (issue #25); null: none uploaded. */
  @column()
  declare avatarKey: string | null

  @column()
  declare skinKey: string | null

  @column()
  declare skinModel: SkinModel | null

  @column()
  declare capeKey: string | null

  @column({ serializeAs: null })
  declare looksVersion: number

  @column()
  declare coverGlow: string | null

  @column()
  declare coverStyle: string | null

  @column()
  declare coverArtId: number | null

  @column()
  declare theme: string | null

  /** The player's invitation code (`/r/{code}`), made on first use (ReferralService). */
  @column()
  declare referralCode: string | null

  /** Who invited the player: bound once, at registration. */
  @column()
  declare referrerId: number | null

  @column.dateTime()
  declare referredAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  /** spec §3: every player has an invitation code (8 base-32 characters, 40 random bits). */
  @beforeCreate()
  static assignReferralCode(user: User) {
    user.referralCode ??= randomReferralCode()
  }

  @beforeSave()
  static normalize(user: User) {
    if (user.$dirty.nickname) user.nicknameKey = user.nickname.toLowerCase()
    if (user.$dirty.email && user.email) user.email = user.email.toLowerCase()
  }

  @hasMany(() => UserSession)
  declare sessions: HasMany<typeof UserSession>

  @manyToMany(() => StaffGroup, { pivotTable: 'staff_group_users' })
  declare staffGroups: ManyToMany<typeof StaffGroup>
}

export function randomReferralCode() {
  return randomBytes(5).readUIntBE(0, 5).toString(32).padStart(8, '0')
}
