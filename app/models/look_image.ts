import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { LookKind, SkinModel } from '#domain/players/looks'

/** A skin, cape or avatar a player uploaded, re-encoded on the drive under its key. */
export default class LookImage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare key: string

  @column()
  declare userId: number

  @column()
  declare kind: LookKind

  @column()
  declare model: SkinModel | null

  @column()
  declare width: number

  @column()
  declare height: number

  @column()
  declare cropX: number | null

  @column()
  declare cropY: number | null

  @column()
  declare cropSize: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
