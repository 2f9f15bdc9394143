import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { printStaffFailure, staffMessages } from '#commands/_staff_output'

/** `node ace team:remove <nickname>`: takes a player off the team page. */
export default class TeamRemove extends BaseCommand {
  static commandName = 'team:remove'
  static description = 'Take a player off the team page'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Player nickname (any case)' })
  declare nickname: string

  async run() {
    const { default: TeamService } = await import('#services/content/team_service')
    const t = await staffMessages()
    try {
      const removed = await new TeamService().remove(this.nickname)
      const key = removed ? 'content.team_members.removed' : 'content.team_members.not_member'
      this.logger.info(t(key, { nickname: this.nickname }))
    } catch (error) {
      printStaffFailure(this, error, t)
    }
  }
}
