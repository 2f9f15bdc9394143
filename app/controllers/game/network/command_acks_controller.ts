import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CommandPullService from '#services/network/command_pull_service'
import { createCommandAckValidator } from '#validators/network/game_command'

/** POST /api/game/v1/commands/{id}/ack (game-api.md): the plugin ran a command, or could not. */
@inject()
export default class CommandAcksController {
  constructor(private pulls: CommandPullService) {}

  async store({ request, gameServer }: HttpContext) {
    const { params, status, output } = await request.validateUsing(createCommandAckValidator)
    await this.pulls.ack(gameServer, params.id, { status, output })
    return { ok: true }
  }
}
