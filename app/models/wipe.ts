import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Server from '#models/server'
import Document from '#models/document'

/** A wipe of a server the staff announced: when, and the news post about it. */
export default class Wipe extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare serverId: number

  @column.dateTime()
  declare wipeAt: DateTime

  @column()
  declare documentId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @belongsTo(() => Server)
  declare server: BelongsTo<typeof Server>

  @belongsTo(() => Document)
  declare document: BelongsTo<typeof Document>
}
