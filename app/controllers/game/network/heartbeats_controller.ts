import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import HeartbeatService from '#services/network/heartbeat_service'
import { createHeartbeatValidator } from '#validators/network/heartbeat'

/** POST /api/game/v1/heartbeat (game-api.md): tps and the online list of the calling server. */
@inject()
export default class HeartbeatsController {
  constructor(private heartbeats: HeartbeatService) {}

  async store({ request, gameServer }: HttpContext) {
    const input = await request.validateUsing(createHeartbeatValidator)
    const { serverTime } = await this.heartbeats.record(gameServer, input)
    return { ok: true, serverTime }
  }
}
