import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Server from '#models/server'

/** A line of the side-by-side comparison of a server's roles (`GET store/role/features`). */
export default class StoreFeature extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare serverId: number

  @column()
  declare nameRu: string

  @column()
  declare nameEn: string

  @column()
  declare position: number

  /** Hidden features leave the comparison; they are never deleted. */
  @column({ consume: (value) => Boolean(value) })
  declare enabled: boolean

  @belongsTo(() => Server)
  declare server: BelongsTo<typeof Server>
}
