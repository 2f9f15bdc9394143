import { BaseTransformer } from '@adonisjs/core/transformers'
import type DeliveryCommand from '#models/delivery_command'

/**
 * An outbox command: as staff and its player see it (state, attempts,
 * output, per server), and as the game API hands it to a plugin.
 */
export default class DeliveryCommandTransformer extends BaseTransformer<DeliveryCommand> {
  toObject() {
    const command = this.resource
    return {
      id: command.id,
      server: command.server
        ? { id: command.server.id, slug: command.server.slug, name: command.server.name }
        : null,
      nickname: command.nickname,
      label: command.label ?? command.command,
      command: command.command,
      requiresOnline: command.requiresOnline,
      state: command.state,
      transport: command.transport,
      attempts: command.attempts,
      lastError: command.lastError,
      output: command.output,
      createdAt: command.createdAt.toUTC().toISO()!,
      sentAt: command.sentAt?.toUTC().toISO() ?? null,
      finishedAt: command.finishedAt?.toUTC().toISO() ?? null,
    }
  }

  /** game-api.md `GET commands`: `{id, nickname, command, requiresOnline, createdAt}`. */
  toGameCommand() {
    const command = this.resource
    return {
      id: command.id,
      nickname: command.nickname,
      command: command.command,
      requiresOnline: command.requiresOnline,
      createdAt: command.createdAt.toUTC().toISO()!,
    }
  }
}
