import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'
import StaffGroup from '#models/staff_group'
import StaffGroupPermission from '#models/staff_group_permission'
import User from '#models/user'
import { parsePermissionPath } from '#domain/accounts/permission_paths'

export type StaffGrant = { nickname: string; paths: string[]; group?: string }
export type StaffRevoke = { nickname: string; paths: string[]; group?: string }
export type StaffMembership = { group: string; permissions: string[] }

/** A grant without a named group lands in the player's own group. */
function personalGroupName(user: User) {
  return `personal:${user.id}`
}

/**
 * Staff permissions (spec §6) as operators manage them: dotted paths held
 * by staff groups, groups assigned to players. Used by the staff:* commands.
 */
export default class StaffService {
  /** Grants paths through a named or the personal group; throws on an unknown player or bad path. */
  async grant(input: StaffGrant): Promise<StaffMembership> {
    const user = await this.findUser(input.nickname)
    const paths = this.parsePaths(input.paths)
    const groupName = input.group?.trim() || personalGroupName(user)

    return db.transaction(async (trx) => {
      const group = await StaffGroup.firstOrCreate({ name: groupName }, {}, { client: trx })
      const existing = await this.pathsOf(group, trx)
      const missing = paths.filter((path) => !existing.includes(path))
      if (missing.length > 0) {
        await StaffGroupPermission.createMany(
          missing.map((permission) => ({ staffGroupId: group.id, permission })),
          { client: trx }
        )
      }
      await user.useTransaction(trx).related('staffGroups').sync([group.id], false)
      return { group: group.name, permissions: [...existing, ...missing].sort() }
    })
  }

  /**
   * Takes paths from the personal group, or with a group name takes the
   * player out of that group. Throws on an unknown player, bad path or group.
   */
  async revoke(input: StaffRevoke): Promise<StaffMembership[]> {
    const user = await this.findUser(input.nickname)

    await db.transaction(async (trx) => {
      if (input.group) {
        const group = await StaffGroup.query({ client: trx }).where('name', input.group).first()
        if (!group) {
          throw new DomainException('accounts.staff.unknown_group', {
            status: 404,
            errorCode: ERROR_CODES.notFound,
            data: { group: input.group },
          })
        }
        await user.useTransaction(trx).related('staffGroups').detach([group.id])
        return
      }
      const paths = this.parsePaths(input.paths)
      const personal = await StaffGroup.query({ client: trx })
        .where('name', personalGroupName(user))
        .first()
      if (personal) {
        await StaffGroupPermission.query({ client: trx })
          .where('staff_group_id', personal.id)
          .whereIn('permission', paths)
          .delete()
        // An emptied personal group goes too, so staff:list shows no husk.
        const remaining = await this.pathsOf(personal, trx)
        if (remaining.length === 0) await personal.delete()
      }
    })
    return this.membershipsOf(user)
  }

  /** The player's groups and the paths each grants. */
  async describe(nickname: string): Promise<StaffMembership[]> {
    return this.membershipsOf(await this.findUser(nickname))
  }

  private async membershipsOf(user: User): Promise<StaffMembership[]> {
    const groups = await user
      .related('staffGroups')
      .query()
      .preload('permissions')
      .orderBy('name', 'asc')
    return groups.map((group) => ({
      group: group.name,
      permissions: group.permissions.map((row) => row.permission).sort(),
    }))
  }

  private async pathsOf(group: StaffGroup, trx: TransactionClientContract) {
    const rows = await StaffGroupPermission.query({ client: trx }).where('staff_group_id', group.id)
    return rows.map((row) => row.permission)
  }

  private async findUser(nickname: string) {
    const user = await User.query().where('nickname_key', nickname.trim().toLowerCase()).first()
    if (!user) {
      throw new DomainException('accounts.staff.unknown_player', {
        status: 404,
        errorCode: ERROR_CODES.notFound,
        data: { nickname },
      })
    }
    return user
  }

  private parsePaths(inputs: string[]) {
    if (inputs.length === 0) {
      throw new DomainException('accounts.staff.no_paths', { type: 'permission' })
    }
    return inputs.map((input) => {
      const path = parsePermissionPath(input)
      if (!path) {
        throw new DomainException('accounts.staff.bad_path', {
          type: 'permission',
          data: { path: input },
        })
      }
      return path
    })
  }
}
