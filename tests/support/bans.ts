import { DateTime } from 'luxon'
import GameBan from '#models/game_ban'
import type Server from '#models/server'
import type User from '#models/user'
import { GameBanFactory } from '#database/factories/game_ban_factory'
import { ServerFactory } from '#database/factories/server_factory'

type BanState = 'permanent' | 'expired' | 'lifted'

/** A ban of the player on `server` (a new server when none): temporary, three more days, unless a state says. */
export async function banOf(user: User, options: { server?: Server; state?: BanState } = {}) {
  const server = options.server ?? (await ServerFactory.create())
  const attributes = {
    serverId: server.id,
    nickname: user.nickname,
    nicknameKey: user.nickname.toLowerCase(),
    bannedBy: 'Sora',
  }
  const ban = await (
    options.state
      ? GameBanFactory.merge(attributes).apply(options.state)
      : GameBanFactory.merge({
          ...attributes,
          endsAt: DateTime.utc().startOf('second').plus({ days: 3 }),
        })
  ).create()
  return { ban, server }
}

/** When the ban was lifted as stored now (null while in force). */
export async function liftedAtOf(ban: GameBan) {
  const stored = await GameBan.findOrFail(ban.id)
  return stored.liftedAt
}

/** Who lifted the ban, as stored now. */
export async function liftedByOf(ban: GameBan) {
  const stored = await GameBan.findOrFail(ban.id)
  return stored.liftedBy
}
