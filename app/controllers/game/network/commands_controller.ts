import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CommandPullService from '#services/network/command_pull_service'
import DeliveryCommandTransformer from '#transformers/network/delivery_command_transformer'
import { indexGameCommandsValidator } from '#validators/network/game_command'
import { apiSerializer } from '#http/api_serializer'

/** GET /api/game/v1/commands?limit=N (game-api.md): the calling server's due commands. */
@inject()
export default class CommandsController {
  constructor(private pulls: CommandPullService) {}

  async index(ctx: HttpContext) {
    const { limit } = await ctx.request.validateUsing(indexGameCommandsValidator, {
      data: ctx.request.qs(),
    })
    const commands = await this.pulls.pull(ctx.gameServer, limit ?? 50)
    return apiSerializer.toJson(
      { commands: DeliveryCommandTransformer.transform(commands).useVariant('toGameCommand') },
      ctx.containerResolver
    )
  }
}
