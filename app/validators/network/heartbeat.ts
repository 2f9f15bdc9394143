import vine from '@vinejs/vine'
import { gameNicknameRule, gameUuidRule } from '#validators/network/game_player'

/** game-api.md `POST heartbeat` {tps, maxPlayers, online: [{nickname, uuid?}]}. */
export const createHeartbeatValidator = vine.create({
  tps: vine.number().min(0).max(100),
  maxPlayers: vine.number().withoutDecimals().min(0).max(100_000),
  online: vine
    .array(vine.object({ nickname: gameNicknameRule(), uuid: gameUuidRule() }))
    .maxLength(10_000),
})
