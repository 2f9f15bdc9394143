import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import RconClient, { RconError } from '#clients/rcon_client'
import DeliveryCommand from '#models/delivery_command'
import Server from '#models/server'
import PlayerPresenceService from '#services/network/player_presence_service'
import { dbStamp } from '#data/database_time'

/** How long an RCON claim holds a command: past it, a crashed sender's command is taken again. */
const CLAIM_SECONDS = 60

/** Output and errors kept per command (a long `list` answer is not worth more). */
const KEPT_CHARACTERS = 4000

/** Another worker holds the command right now; the job retries after it. */
export class CommandBusyError extends Error {}

/**
 * The RCON transport of the outbox: at least once. A command is claimed by
 * a conditional UPDATE (so two workers never send it together), sent, then
 * marked done; a crash between the server running it and the mark sends it
 * again after the claim expires, which is why RCON templates must be
 * idempotent (docs/game-api.md "Delivery guarantees").
 */
@inject()
export default class RconDeliveryService {
  constructor(
    private client: RconClient,
    private presence: PlayerPresenceService
  ) {}

  /** Sends a due command of an RCON server; throws when this attempt failed (the job retries). */
  async deliver(commandId: string) {
    const command = await DeliveryCommand.find(commandId)
    if (!command || !['queued', 'sent'].includes(command.state)) return
    const server = await Server.find(command.serverId)
    if (server?.deliveryTransport !== 'rcon') return
    if (command.requiresOnline && !(await this.playerPresent(command))) return

    if (!(await this.claim(command.id))) {
      const current = await DeliveryCommand.findOrFail(command.id)
      if (current.state === 'sent') throw new CommandBusyError('another worker is sending it')
      return
    }
    try {
      const output = await this.client.run(this.target(server), command.command)
      await this.finish(command.id, { state: 'done', output: output.slice(0, KEPT_CHARACTERS) })
    } catch (error) {
      const now = dbStamp(DateTime.utc())
      await db
        .from(DeliveryCommand.table)
        .where('id', command.id)
        .where('state', 'sent')
        .update({
          state: 'queued',
          last_error: String((error as Error).message).slice(0, KEPT_CHARACTERS),
          available_at: now,
          updated_at: now,
        })
      throw error
    }
  }

  /** Out of retries: a command still queued is failed, for staff to retry. */
  async giveUp(commandId: string, error: Error) {
    const now = dbStamp(DateTime.utc())
    await db
      .from(DeliveryCommand.table)
      .where('id', commandId)
      .where('state', 'queued')
      .update({
        state: 'failed',
        last_error: error.message.slice(0, KEPT_CHARACTERS),
        finished_at: now,
        updated_at: now,
      })
  }

  /**
   * Whether the player of an online-only command is on its server; if not,
   * the command waits for them (DeliveryService.playerJoined wakes it). A
   * join between the check and the wait is caught by checking again.
   */
  private async playerPresent(command: DeliveryCommand) {
    if (await this.presence.isOnline(command.serverId, command.nickname)) return true
    const now = dbStamp(DateTime.utc())
    await db
      .from(DeliveryCommand.table)
      .where('id', command.id)
      .where('state', 'queued')
      .update({ state: 'waiting_for_player', updated_at: now })
    if (!(await this.presence.isOnline(command.serverId, command.nickname))) return false
    const woken = await db
      .from(DeliveryCommand.table)
      .where('id', command.id)
      .where('state', 'waiting_for_player')
      .update({ state: 'queued', updated_at: now })
    return Number(woken) === 1
  }

  private target(server: Server) {
    if (!server.rconHost || !server.rconPort || server.rconPassword === null) {
      throw new RconError('unreachable', 'the server has no RCON address or password')
    }
    return { host: server.rconHost, port: server.rconPort, password: server.rconPassword }
  }

  /** Takes a queued command, or a sent one whose sender's claim ran out (it crashed). */
  private async claim(id: string) {
    const now = DateTime.utc()
    const stamp = dbStamp(now)
    const claimed = await db
      .from(DeliveryCommand.table)
      .where('id', id)
      .where((query) =>
        query
          .where('state', 'queued')
          .orWhere((stale) => stale.where('state', 'sent').where('available_at', '<=', stamp))
      )
      .update({
        state: 'sent',
        transport: 'rcon',
        attempts: db.raw('attempts + 1'),
        sent_at: stamp,
        available_at: dbStamp(now.plus({ seconds: CLAIM_SECONDS })),
        updated_at: stamp,
      })
    return Number(claimed) === 1
  }

  private async finish(id: string, result: { state: 'done'; output: string }) {
    const now = dbStamp(DateTime.utc())
    await db.from(DeliveryCommand.table).where('id', id).where('state', 'sent').update({
      state: result.state,
      output: result.output,
      last_error: null,
      finished_at: now,
      updated_at: now,
    })
  }
}
