import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { BotKind } from '#domain/accounts/two_factor'

export type BotButton = { text: string; data: string }

/** What a bot without a token would have sent: the dev bot inbox (outside production). */
export default class BotMessage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare bot: BotKind

  @column()
  declare chatId: string

  @column()
  declare text: string

  @column({
    prepare: (value: BotButton[] | null) => (value ? JSON.stringify(value) : null),
    consume: (value: string | null) => (value ? (JSON.parse(value) as BotButton[]) : []),
  })
  declare buttons: BotButton[]

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
