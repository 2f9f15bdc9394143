import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import DeliveryCommand, { type LabelParams } from '#models/delivery_command'
import Server from '#models/server'
import DeliverCommandJob from '#jobs/network/deliver_command_job'
import DeliveryKeyConflictException from '#exceptions/delivery_key_conflict_exception'
import DeliveryAlreadyDoneException from '#exceptions/delivery_already_done_exception'
import DeliveryCommandNotFoundException from '#exceptions/delivery_command_not_found_exception'
import type User from '#models/user'
import type { DeliveryStateName } from '#domain/network/delivery_states'
import { uniqueViolation } from '#data/database_errors'
import { dbStamp } from '#data/database_time'

export type DeliveryFilters = {
  /** A server's slug; every server when absent. */
  server?: string | null
  state?: DeliveryStateName | null
  page?: number
}

/** Staff list page size. */
export const DELIVERIES_PER_PAGE = 50

/** A queued RCON command untouched this long has lost its job (the longest backoff is 5 minutes). */
const STRANDED_MINUTES = 10

/** Stranded commands dispatched again per sweep. */
const SWEEP_LIMIT = 100

/** The player's cabinet shows their latest commands, up to this many. */
const PLAYER_LIST_LIMIT = 200

export type DeliveryRequest = {
  serverId: number
  nickname: string
  command: string
  /** Run only while the player is on that server (a kit into the inventory). */
  requiresOnline?: boolean
  /** Names the request: asking again with it queues nothing new. */
  idempotencyKey: string
  /** The site account it is for, so the player sees it in the cabinet. */
  userId?: number | null
  /** What the player and staff read; the command itself when absent. */
  label?: string | null
  /** The label as a translation key, so each reader gets it in their language; `label` stays the fallback. */
  labelKey?: string | null
  labelParams?: LabelParams | null
}

/**
 * The delivery outbox (docs/decisions.md "Delivery outbox"): any area queues
 * a command for a game server here; the server's transport (plugin pull or
 * RCON) takes it from the table.
 */
export default class DeliveryService {
  /**
   * Queues a command once per idempotency key and answers it: the same key
   * again (even simultaneously) answers the command already queued. Throws
   * DeliveryKeyConflictException when the key names a different command.
   * Given the caller's transaction, the command is written in it (it exists
   * only if the caller's change commits) and an RCON server's job is
   * dispatched after the commit; a dispatch lost there is the sweep's.
   */
  async enqueue(request: DeliveryRequest, trx?: TransactionClientContract) {
    const existing = await DeliveryCommand.query({ client: trx })
      .where('idempotency_key', request.idempotencyKey)
      .first()
    if (existing) return this.sameRequest(existing, request)

    const now = DateTime.utc()
    let command: DeliveryCommand
    try {
      command = await DeliveryCommand.create(
        {
          id: randomUUID(),
          serverId: request.serverId,
          userId: request.userId ?? null,
          nickname: request.nickname,
          command: request.command,
          label: request.label ?? null,
          labelKey: request.labelKey ?? null,
          labelParams: request.labelParams ?? null,
          requiresOnline: request.requiresOnline ?? false,
          idempotencyKey: request.idempotencyKey,
          state: 'queued',
          attempts: 0,
          availableAt: now,
        },
        { client: trx }
      )
    } catch (error) {
      // Another request with the key won the insert: answer its command. In the caller's
      // transaction the winner is not visible yet, so the caller's own rules decide.
      if (uniqueViolation(error) === null || trx) throw error
      const winner = await DeliveryCommand.findByOrFail('idempotencyKey', request.idempotencyKey)
      return this.sameRequest(winner, request)
    }
    if (trx) {
      // A lost dispatch is found again by the sweep (SweepDeliveriesJob).
      trx.after('commit', () =>
        this.dispatch(command).catch((error) =>
          logger.warn({ err: error, command: command.id }, 'a delivery could not be dispatched')
        )
      )
    } else await this.dispatch(command)
    return command
  }

  private sameRequest(command: DeliveryCommand, request: DeliveryRequest) {
    const same =
      command.serverId === request.serverId &&
      command.nickname === request.nickname &&
      command.command === request.command &&
      command.requiresOnline === (request.requiresOnline ?? false)
    if (!same) throw new DeliveryKeyConflictException()
    return command
  }

  /**
   * Sends a command out again now under the same id (staff retry, the
   * player's "deliver again"): a failed one is queued again, an open one
   * is due at once instead of after its backoff. Throws
   * DeliveryAlreadyDoneException for a delivered one.
   */
  async sendAgain(command: DeliveryCommand) {
    const now = dbStamp(DateTime.utc())
    const moved = await db
      .from(DeliveryCommand.table)
      .where('id', command.id)
      .where((query) =>
        query.where('state', 'failed').orWhereIn('state', ['queued', 'waiting_for_player'])
      )
      .update({ state: 'queued', available_at: now, finished_at: null, updated_at: now })
    const current = await DeliveryCommand.findOrFail(command.id)
    if (current.state === 'done') throw new DeliveryAlreadyDoneException()
    if (Number(moved) === 1) await this.dispatch(current)
    return current
  }

  /**
   * A player came online on a server (net-game's `network:player_joined`):
   * their commands waiting for them there are due now.
   */
  async playerJoined(serverId: number, nickname: string) {
    const waiting = await DeliveryCommand.query()
      .where('server_id', serverId)
      .where('state', 'waiting_for_player')
      .whereRaw('LOWER(nickname) = ?', [nickname.toLowerCase()])
    for (const command of waiting) {
      const now = dbStamp(DateTime.utc())
      const moved = await db
        .from(DeliveryCommand.table)
        .where('id', command.id)
        .where('state', 'waiting_for_player')
        .update({ state: 'queued', available_at: now, updated_at: now })
      if (Number(moved) === 1) await this.dispatch(command)
    }
  }

  /** Every command for staff, newest first, filtered by server and state (paginated). */
  async list(filters: DeliveryFilters) {
    return DeliveryCommand.query()
      .preload('server')
      .if(filters.server, (query) =>
        query.whereIn('server_id', (servers) =>
          servers.from(Server.table).where('slug', filters.server!).select('id')
        )
      )
      .if(filters.state, (query) => query.where('state', filters.state!))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .paginate(filters.page ?? 1, DELIVERIES_PER_PAGE)
  }

  /** The player's own commands, newest first, with their servers (the cabinet's deliveries). */
  async listFor(user: User) {
    return DeliveryCommand.query()
      .where('user_id', user.id)
      .preload('server')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(PLAYER_LIST_LIMIT)
  }

  /** A command by id; throws DeliveryCommandNotFoundException. */
  async find(id: string) {
    const command = await DeliveryCommand.find(id)
    if (!command) throw new DeliveryCommandNotFoundException()
    return command
  }

  /** One of the player's commands; another player's id is unknown (DeliveryCommandNotFoundException). */
  async findFor(user: User, id: string) {
    const command = await DeliveryCommand.query().where('id', id).where('user_id', user.id).first()
    if (!command) throw new DeliveryCommandNotFoundException()
    return command
  }

  /**
   * Dispatches again the RCON commands no job is looking after: queued and
   * untouched for 10 minutes (longer than any backoff, so their job was lost
   * in a crash between the insert and the dispatch), or sent with a claim
   * that ran out. A second job for a command that has one is harmless (the
   * claim lets one send). Answers how many were dispatched.
   */
  async redispatchStranded() {
    const now = DateTime.utc()
    const untouchedSince = dbStamp(now.minus({ minutes: STRANDED_MINUTES }))
    const stranded = await DeliveryCommand.query()
      .whereIn('server_id', (servers) =>
        servers.from(Server.table).where('delivery_transport', 'rcon').select('id')
      )
      .where((query) =>
        query
          .where((queued) =>
            queued.where('state', 'queued').where('updated_at', '<', untouchedSince)
          )
          .orWhere((sent) => sent.where('state', 'sent').where('available_at', '<', dbStamp(now)))
      )
      .orderBy('created_at')
      .limit(SWEEP_LIMIT)
    for (const command of stranded) {
      await DeliverCommandJob.dispatch({ commandId: command.id })
    }
    return stranded.length
  }

  /** RCON servers get a job per command; plugin servers pull theirs (CommandPullService). */
  private async dispatch(command: DeliveryCommand) {
    const server = await Server.find(command.serverId)
    if (server?.deliveryTransport !== 'rcon') return
    await DeliverCommandJob.dispatch({ commandId: command.id })
  }
}
