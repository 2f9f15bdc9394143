import { args, BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { printMemberships, printStaffFailure, staffMessages } from '#commands/_staff_output'

/** `node ace staff:list <nickname>`: the player's staff groups and their paths. */
export default class StaffList extends BaseCommand {
  static commandName = 'staff:list'
  static description = 'Show the staff groups and permissions of a player'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Player nickname (any case)' })
  declare nickname: string

  async run() {
    const { default: StaffService } = await import('#services/accounts/staff_service')
    const t = await staffMessages()
    try {
      printMemberships(this, this.nickname, await new StaffService().describe(this.nickname), t)
    } catch (error) {
      printStaffFailure(this, error, t)
    }
  }
}
