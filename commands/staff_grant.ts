import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { printStaffFailure, staffMessages } from '#commands/_staff_output'

/** `node ace staff:grant <nickname> <path...> [--group=name]` (spec §6 permissions). */
export default class StaffGrant extends BaseCommand {
  static commandName = 'staff:grant'
  static description = 'Grant staff permissions (dotted paths) to a player'
  static help = [
    'Without --group the paths go to the player’s own group; with it, to that group.',
    '  node ace staff:grant Sora web.documents.create web.documents.edit',
    '  node ace staff:grant Sora --group=editors web.documents',
  ]
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Player nickname (any case)' })
  declare nickname: string

  @args.spread({ description: 'Permission paths, e.g. web.documents.edit' })
  declare paths: string[]

  @flags.string({ description: 'Staff group to grant through (created when missing)' })
  declare group?: string

  async run() {
    const { default: StaffService } = await import('#services/accounts/staff_service')
    const t = await staffMessages()
    try {
      const membership = await new StaffService().grant({
        nickname: this.nickname,
        paths: this.paths,
        group: this.group,
      })
      this.logger.success(
        t('accounts.staff.granted', {
          nickname: this.nickname,
          group: membership.group,
          permissions: membership.permissions.join(', '),
        })
      )
    } catch (error) {
      printStaffFailure(this, error, t)
    }
  }
}
