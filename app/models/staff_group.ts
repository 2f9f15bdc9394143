import { DateTime } from 'luxon'
import { BaseModel, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import StaffGroupPermission from '#models/staff_group_permission'
import User from '#models/user'

export default class StaffGroup extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare name: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  @hasMany(() => StaffGroupPermission)
  declare permissions: HasMany<typeof StaffGroupPermission>

  @manyToMany(() => User, { pivotTable: 'staff_group_users' })
  declare users: ManyToMany<typeof User>
}
