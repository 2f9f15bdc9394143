import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import DeliveryCommand from '#models/delivery_command'
import type Server from '#models/server'
import PlayerPresenceService from '#services/network/player_presence_service'
import DeliveryCommandNotFoundException from '#exceptions/delivery_command_not_found_exception'
import { dbStamp } from '#data/database_time'
import { OPEN_STATES } from '#domain/network/delivery_states'

/** Due commands looked at per pull, so players offline with many commands cannot hide the rest for long. */
const SCAN_LIMIT = 500

const KEPT_CHARACTERS = 4000

export type CommandAck = { status: 'done' | 'failed'; output?: string | null }

/**
 * The plugin transport of the outbox (game-api.md `GET commands`,
 * `POST commands/{id}/ack`): the plugin pulls due commands and acks each
 * id; it remembers the ids it ran, so together exactly once.
 */
@inject()
export default class CommandPullService {
  constructor(private presence: PlayerPresenceService) {}

  /**
   * The commands due for the server now, oldest first: online-only ones
   * only for players on it (the others wait for them). A command is offered
   * again on every pull until acked. Servers delivered over RCON get none.
   */
  async pull(server: Server, limit: number) {
    if (server.deliveryTransport !== 'plugin') return []
    const now = dbStamp(DateTime.utc())
    const due = await DeliveryCommand.query()
      .where('server_id', server.id)
      .whereIn('state', OPEN_STATES)
      .where('available_at', '<=', now)
      .orderBy('created_at')
      .orderBy('id')
      .limit(SCAN_LIMIT)

    const online = new Map<string, boolean>()
    const offered: DeliveryCommand[] = []
    for (const command of due) {
      if (offered.length >= limit) break
      if (command.requiresOnline) {
        const key = command.nickname.toLowerCase()
        if (!online.has(key)) online.set(key, await this.presence.isOnline(server.id, key))
        if (!online.get(key)) {
          await this.waitForPlayer(command.id)
          continue
        }
      }
      if (await this.markSent(command.id)) offered.push(command)
    }
    return offered
  }

  /**
   * Records the plugin's result for a command of this server; an ack of a
   * finished command answers the same and changes nothing. Throws
   * DeliveryCommandNotFoundException for an id of another server.
   */
  async ack(server: Server, id: string, ack: CommandAck) {
    const command = await DeliveryCommand.query()
      .where('id', id)
      .where('server_id', server.id)
      .first()
    if (!command) throw new DeliveryCommandNotFoundException()
    const now = dbStamp(DateTime.utc())
    const output = ack.output?.slice(0, KEPT_CHARACTERS) ?? null
    await db
      .from(DeliveryCommand.table)
      .where('id', id)
      .whereIn('state', OPEN_STATES)
      .update({
        state: ack.status,
        transport: 'plugin',
        output,
        last_error: ack.status === 'failed' ? output : null,
        finished_at: now,
        updated_at: now,
      })
  }

  private async markSent(id: string) {
    const now = dbStamp(DateTime.utc())
    const moved = await db
      .from(DeliveryCommand.table)
      .where('id', id)
      .whereIn('state', OPEN_STATES)
      .update({
        state: 'sent',
        transport: 'plugin',
        attempts: db.raw('attempts + 1'),
        sent_at: now,
        updated_at: now,
      })
    return Number(moved) === 1
  }

  /** The player is not on the server: the command waits (and shows so) until they join. */
  private async waitForPlayer(id: string) {
    await db
      .from(DeliveryCommand.table)
      .where('id', id)
      .whereIn('state', ['queued', 'sent'])
      .update({ state: 'waiting_for_player', updated_at: dbStamp(DateTime.utc()) })
  }
}
