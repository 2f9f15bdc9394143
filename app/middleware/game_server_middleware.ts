import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type Server from '#models/server'
import ServerKeyService from '#services/network/server_key_service'
import GameKeyInvalidException from '#exceptions/game_key_invalid_exception'
import GameServerDisabledException from '#exceptions/game_server_disabled_exception'

const BEARER = /^Bearer\s+(\S+)\s*$/i

/**
 * The game API's caller (game-api.md "Auth"): `Authorization: Bearer <key>` names the server,
 * put on `ctx.gameServer`. Missing or unknown key: 401; a disabled server: 403.
 */
@inject()
export default class GameServerMiddleware {
  constructor(private keys: ServerKeyService) {}

  async handle(ctx: HttpContext, next: NextFn) {
    const key = BEARER.exec(ctx.request.header('authorization') ?? '')?.[1]
    const server = key ? await this.keys.serverForKey(key) : null
    if (!server) throw new GameKeyInvalidException()
    if (!server.enabled) throw new GameServerDisabledException()
    ctx.gameServer = server
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    /** The game server calling the game API (set by GameServerMiddleware). */
    gameServer: Server
  }
}
