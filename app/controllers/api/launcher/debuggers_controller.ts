import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DebuggerService from '#services/launcher/debugger_service'
import { updateDebuggerValidator } from '#validators/launcher/debugger'

/** POST launcher/debugger (admins, web.launcher.debug): the signed debugger settings. */
@inject()
export default class DebuggersController {
  constructor(private debuggers: DebuggerService) {}

  async store({ request, auth }: HttpContext) {
    const input = await request.validateUsing(updateDebuggerValidator)
    return this.debuggers.sign(auth.getUserOrFail(), input)
  }
}
