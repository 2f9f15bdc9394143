import { BaseTransformer } from '@adonisjs/core/transformers'
import type UserSession from '#models/user_session'

/** A session of the player's list (spec §3 session, §7 `GET user/sessions`). */
export default class ActiveSessionTransformer extends BaseTransformer<UserSession> {
  constructor(
    resource: UserSession,
    private currentId: string | null
  ) {
    super(resource)
  }

  toObject() {
    return {
      id: this.resource.id,
      source: this.resource.source,
      browser: this.resource.browser,
      system: this.resource.system,
      ip: this.resource.ip,
      createdAt: this.resource.createdAt.toUTC().toISO()!,
      lastUsedAt: this.resource.lastUsedAt.toUTC().toISO()!,
      current: this.resource.id === this.currentId,
    }
  }
}
