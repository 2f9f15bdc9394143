import type { ApiOperations } from '#openapi/types'
import { arrayOf, closedObject } from '#openapi/shapes'
import { createHeartbeatValidator } from '#validators/network/heartbeat'
import {
  createCommandAckValidator,
  indexGameCommandsValidator,
} from '#validators/network/game_command'
import { createEventBatchValidator } from '#validators/network/game_event'

export const game: ApiOperations = {
  'game.network.heartbeats.store': {
    summary: 'Heartbeat: TPS, slots and who is online',
    access: 'server',
    input: createHeartbeatValidator,
    responses: {
      '200': closedObject({ ok: { type: 'boolean' }, serverTime: { type: 'string' } }),
    },
    errors: [400, 401, 403, 413],
  },
  'game.network.commands.index': {
    summary: 'Commands due on this server',
    access: 'server',
    input: indexGameCommandsValidator,
    responses: {
      '200': closedObject({
        commands: arrayOf(
          closedObject({
            id: { type: 'string' },
            nickname: { type: 'string' },
            command: { type: 'string' },
            requiresOnline: { type: 'boolean' },
            createdAt: { type: 'string' },
          })
        ),
      }),
    },
    errors: [400, 401, 403],
  },
  'game.network.command_acks.store': {
    summary: 'Acknowledge a command',
    access: 'server',
    input: createCommandAckValidator,
    responses: {
      '200': closedObject({ ok: { type: 'boolean' } }),
    },
    errors: [400, 401, 403, 404],
  },
  'game.network.events.store': {
    summary: 'A batch of game events',
    access: 'server',
    input: createEventBatchValidator,
    responses: {
      '200': closedObject({
        accepted: { type: 'integer' },
        duplicates: { type: 'integer' },
        rejected: arrayOf(
          closedObject({
            id: { type: ['string', 'null'] },
            error: { type: 'string' },
            errorCode: { type: 'integer' },
            message: { type: 'string' },
            field: { type: 'string' },
          })
        ),
      }),
    },
    errors: [400, 401, 403, 413],
  },
}
