import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { buildPermissionTree, type PermissionTree } from '#domain/platform/permissions'

/** Staff permissions of spec §6, granted through staff groups. */
export default class PermissionService {
  /** The nested permission object of a user; empty for players and guests. */
  async treeFor(user: User | undefined | null): Promise<PermissionTree> {
    if (!user) return {}
    const rows: { permission: string }[] = await db
      .from('staff_group_permissions')
      .join(
        'staff_group_users',
        'staff_group_users.staff_group_id',
        'staff_group_permissions.staff_group_id'
      )
      .where('staff_group_users.user_id', user.id)
      .select('staff_group_permissions.permission')
    return buildPermissionTree(rows.map((row) => row.permission))
  }
}
