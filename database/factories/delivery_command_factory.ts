import { randomUUID } from 'node:crypto'
import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import DeliveryCommand from '#models/delivery_command'
import { ServerFactory } from '#database/factories/server_factory'
import { UserFactory } from '#database/factories/user_factory'

/** A queued outbox command that needs no player online. */
export const DeliveryCommandFactory = factory
  .define(DeliveryCommand, ({ faker }) => ({
    id: randomUUID(),
    nickname: `p_${faker.string.alphanumeric(10)}`,
    command: `give ${faker.string.alphanumeric(8)} diamond 1`,
    label: null,
    requiresOnline: false,
    idempotencyKey: randomUUID(),
    state: 'queued' as const,
    attempts: 0,
    availableAt: DateTime.utc(),
  }))
  .state('online', (command) => {
    command.requiresOnline = true
  })
  .state('failed', (command) => {
    command.state = 'failed'
    command.attempts = 3
    command.lastError = 'RCON authentication failed'
    command.finishedAt = DateTime.utc()
  })
  .state('done', (command) => {
    command.state = 'done'
    command.attempts = 1
    command.output = 'Done'
    command.finishedAt = DateTime.utc()
  })
  .relation('server', () => ServerFactory)
  .relation('user', () => UserFactory)
  .build()
