import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class StaffGroupPermission extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare staffGroupId: number

  @column()
  declare permission: string
}
