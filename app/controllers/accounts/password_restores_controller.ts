import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PasswordResetService from '#services/accounts/password_reset_service'
import { clearSessionCookies } from '#http/session_cookies'
import {
  editPasswordRestoreValidator,
  updatePasswordRestoreValidator,
} from '#validators/accounts/password_restore'
import { actorOf } from '#http/actor'

/** /{lang}/restore?token=… (spec §2): the new password, through the link of the reset letter. */
@inject()
export default class PasswordRestoresController {
  constructor(private resets: PasswordResetService) {}

  async edit({ inertia, request }: HttpContext) {
    const { token } = await request.validateUsing(editPasswordRestoreValidator, {
      data: request.qs(),
    })
    const link = await this.resets.linkState(token ?? '')
    return inertia.render('accounts/password_restores/edit', {
      token: token ?? '',
      problem: link.problem,
      expiresAt: link.expiresAt?.toUTC().toISO() ?? null,
    })
  }

  async update(ctx: HttpContext) {
    const { request, session, response, i18n } = ctx
    const input = await request.validateUsing(updatePasswordRestoreValidator)
    await this.resets.complete({ ...input, ...actorOf(ctx) })
    // Every session of the account just ended, this browser's included.
    clearSessionCookies(ctx)
    session.flash('success', 'accounts.password_restores.changed')
    return response.redirect().toRoute('accounts.sessions.create', { lang: i18n.locale })
  }
}
