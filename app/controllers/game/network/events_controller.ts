import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import GameEventService from '#services/network/game_event_service'
import { validationMessages } from '#http/validation_messages'
import { createEventBatchValidator, validateGameEvents } from '#validators/network/game_event'

/** POST /api/game/v1/events (game-api.md): a batch of the calling server's events. */
@inject()
export default class EventsController {
  constructor(private events: GameEventService) {}

  async store(ctx: HttpContext) {
    const { events: raw } = await ctx.request.validateUsing(createEventBatchValidator)
    const { events, rejected } = await validateGameEvents(raw, {
      i18n: ctx.i18n,
      messagesProvider: validationMessages(ctx),
      now: Date.now(),
    })
    const { accepted, duplicates } = await this.events.ingest(ctx.gameServer, events)
    return { accepted, duplicates, rejected }
  }
}
