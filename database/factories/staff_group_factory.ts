import factory from '@adonisjs/lucid/factories'
import StaffGroup from '#models/staff_group'
import { StaffGroupPermissionFactory } from '#database/factories/staff_group_permission_factory'

/** A staff group without permissions. */
export const StaffGroupFactory = factory
  .define(StaffGroup, ({ faker }) => ({
    name: `${faker.word.noun()}-${faker.string.alphanumeric(8)}`,
  }))
  .relation('permissions', () => StaffGroupPermissionFactory)
  .build()

/**
 * A staff group granting the given dotted paths (spec §6):
 * `await withPermissions(['web.documents.edit']).create()`.
 */
export function withPermissions(paths: string[]) {
  // `with(relation, 0)` would still create one row.
  if (paths.length === 0) return StaffGroupFactory.merge({})
  return StaffGroupFactory.with('permissions', paths.length, (permission) =>
    permission.merge(paths.map((path) => ({ permission: path })))
  )
}
