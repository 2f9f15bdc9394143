import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PasswordResetService from '#services/accounts/password_reset_service'
import {
  showPasswordRestoreValidator,
  updatePasswordRestoreValidator,
} from '#validators/accounts/password_restore'
import { actorOf } from '#http/actor'

/** POST user/reset/status and user/reset/update-password (spec §7): the reset link's token. */
@inject()
export default class PasswordRestoresController {
  constructor(private resets: PasswordResetService) {}

  async show({ request }: HttpContext) {
    const { token } = await request.validateUsing(showPasswordRestoreValidator)
    const expiresAt = await this.resets.inspect(token)
    return { valid: true, expiresAt: expiresAt.toUTC().toISO() }
  }

  async update(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(updatePasswordRestoreValidator)
    await this.resets.complete({ ...input, ...actorOf(ctx) })
    return { changed: true }
  }
}
