import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A launcher file the staff published for one platform (issue #26). */
export default class LauncherBuild extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare version: string

  @column()
  declare platform: 'windows' | 'macos' | 'linux'

  @column()
  declare url: string

  @column({ columnName: 'sha256' })
  declare sha256: string

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare sizeBytes: number | null

  @column()
  declare notes: string | null

  @column()
  declare publishedBy: number | null

  /** Where an uploaded file is on the site's disk; null for a file hosted elsewhere. */
  @column()
  declare filePath: string | null

  /** Set while the build is out of the manifest and the start page. */
  @column.dateTime()
  declare withdrawnAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
