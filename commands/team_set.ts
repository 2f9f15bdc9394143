import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { printStaffFailure, staffMessages } from '#commands/_staff_output'

/** `node ace team:set <nickname> <role> [--position=n]`: the team page (spec §2). */
export default class TeamSet extends BaseCommand {
  static commandName = 'team:set'
  static description = 'Show a player on the team page under a role'
  static help = [
    'Roles: owner, admin, developer, moderator, builder, editor. Lower positions come first.',
    '  node ace team:set Sora admin --position=1',
  ]
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Player nickname (any case)' })
  declare nickname: string

  @args.string({ description: 'Team role' })
  declare role: string

  @flags.number({ description: 'Order within the role (default 0)' })
  declare position?: number

  async run() {
    const { default: TeamService } = await import('#services/content/team_service')
    const t = await staffMessages()
    try {
      const member = await new TeamService().place({
        nickname: this.nickname,
        role: this.role,
        position: this.position,
      })
      this.logger.success(
        t('content.team_members.placed', { nickname: this.nickname, role: member.role })
      )
    } catch (error) {
      printStaffFailure(this, error, t)
    }
  }
}
