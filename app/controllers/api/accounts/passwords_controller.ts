import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PasswordService from '#services/accounts/password_service'
import { updatePasswordValidator } from '#validators/accounts/password'

/** `POST user/settings/password/update` (spec §7), the cabinet password page's twin. */
@inject()
export default class PasswordsController {
  constructor(private passwords: PasswordService) {}

  async update({ request, auth }: HttpContext) {
    const user = auth.getUserOrFail()
    const input = await request.validateUsing(updatePasswordValidator, {
      meta: { hasPassword: user.password !== null },
    })
    return this.passwords.change({
      ...input,
      user,
      session: auth.use('web').session ?? null,
      ip: request.ip(),
    })
  }
}
