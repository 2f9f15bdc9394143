import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { printMemberships, printStaffFailure, staffMessages } from '#commands/_staff_output'

/** `node ace staff:revoke <nickname> <path...>` or `… --group=name` (spec §6 permissions). */
export default class StaffRevoke extends BaseCommand {
  static commandName = 'staff:revoke'
  static description = 'Take staff permissions from a player, or the player out of a group'
  static help = [
    '  node ace staff:revoke Sora web.documents.edit',
    '  node ace staff:revoke Sora --group=editors',
  ]
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Player nickname (any case)' })
  declare nickname: string

  @args.spread({
    description: 'Permission paths to take from the player’s own group',
    required: false,
  })
  declare paths?: string[]

  @flags.string({ description: 'Take the player out of this staff group' })
  declare group?: string

  async run() {
    const { default: StaffService } = await import('#services/accounts/staff_service')
    const t = await staffMessages()
    try {
      const memberships = await new StaffService().revoke({
        nickname: this.nickname,
        paths: this.paths ?? [],
        group: this.group,
      })
      printMemberships(this, this.nickname, memberships, t)
    } catch (error) {
      printStaffFailure(this, error, t)
    }
  }
}
