import { BaseTransformer } from '@adonisjs/core/transformers'
import type DeliveryCommand from '#models/delivery_command'
import { renderLabel } from '#data/delivery_labels'

/**
 * An outbox command: as staff and its player see it (state, attempts,
 * output, per server), and as the game API hands it to a plugin.
 */
export default class DeliveryCommandTransformer extends BaseTransformer<DeliveryCommand> {
  /** `locale`: the reader's language, for labels stored as a translation key. */
  constructor(
    resource: DeliveryCommand,
    private locale: string | null = null
  ) {
    super(resource)
  }

  /** The label in the reader's language when it was stored as a key; else as written, or the command. */
  private label() {
    const command = this.resource
    if (!command.labelKey || !this.locale) return command.label ?? command.command
    return renderLabel(command.labelKey, command.labelParams, this.locale)
  }

  toObject() {
    const command = this.resource
    return {
      id: command.id,
      server: command.server
        ? { id: command.server.id, slug: command.server.slug, name: command.server.name }
        : null,
      nickname: command.nickname,
      label: this.label(),
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
