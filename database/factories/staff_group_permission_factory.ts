import factory from '@adonisjs/lucid/factories'
import StaffGroupPermission from '#models/staff_group_permission'

/** One dotted permission path of a staff group; create it through StaffGroupFactory. */
export const StaffGroupPermissionFactory = factory
  .define(StaffGroupPermission, () => ({
    permission: 'web.documents.edit',
  }))
  .build()
