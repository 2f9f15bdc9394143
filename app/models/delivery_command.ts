import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Server from '#models/server'
import User from '#models/user'

export type DeliveryState = 'queued' | 'waiting_for_player' | 'sent' | 'done' | 'failed'
export type DeliveryTransport = 'plugin' | 'rcon'

/** A label parameter: plain, or one text per language (a role's Russian and English names). */
export type LabelParam = string | number | { ru: string; en: string }
export type LabelParams = Record<string, LabelParam>

/** One command of the delivery outbox (docs/decisions.md "Delivery outbox"). */
export default class DeliveryCommand extends BaseModel {
  static selfAssignPrimaryKey = true

  /** A UUID: the plugin remembers the ids it ran. */
  @column({ isPrimary: true })
  declare id: string

  @column()
  declare serverId: number

  @column()
  declare userId: number | null

  @column()
  declare nickname: string

  @column()
  declare command: string

  @column()
  declare label: string | null

  /** A translation key of the label, read in the viewer's language; `label` when null. */
  @column()
  declare labelKey: string | null

  @column({
    prepare: (value: LabelParams | null) => (value === null ? null : JSON.stringify(value)),
    consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? null)),
  })
  declare labelParams: LabelParams | null

  @column({ consume: (value) => Boolean(value) })
  declare requiresOnline: boolean

  @column({ serializeAs: null })
  declare idempotencyKey: string

  @column()
  declare state: DeliveryState

  @column()
  declare transport: DeliveryTransport | null

  @column()
  declare attempts: number

  @column()
  declare lastError: string | null

  @column()
  declare output: string | null

  @column.dateTime()
  declare availableAt: DateTime

  @column.dateTime()
  declare sentAt: DateTime | null

  @column.dateTime()
  declare finishedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Server)
  declare server: BelongsTo<typeof Server>

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
