import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import TwoFactorService from '#services/accounts/two_factor_service'
import TwoFactorSettingsTransformer from '#transformers/accounts/two_factor_settings_transformer'
import { apiSerializer } from '#http/api_serializer'
import { playerOf } from '#http/actor'

/** spec §7 GET user/settings/2fa and POST settings/2fa/unlink. */
@inject()
export default class TwoFactorSettingsController {
  constructor(private twoFactor: TwoFactorService) {}

  async show(ctx: HttpContext) {
    const settings = await this.twoFactor.settings(ctx.auth.getUserOrFail())
    return apiSerializer.toJson(
      TwoFactorSettingsTransformer.transform(settings),
      ctx.containerResolver
    )
  }

  async destroy(ctx: HttpContext) {
    const player = playerOf(ctx)
    await this.twoFactor.unlink(player)
    const settings = await this.twoFactor.settings(player.user)
    return apiSerializer.toJson(
      TwoFactorSettingsTransformer.transform(settings),
      ctx.containerResolver
    )
  }
}
