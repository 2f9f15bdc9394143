import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import LoginService from '#services/accounts/login_service'
import PermissionService from '#services/accounts/permission_service'
import SessionTokenService from '#services/accounts/session_token_service'
import WalletService from '#services/economy/wallet_service'
import UnbanService from '#services/economy/unban_service'
import AuthStateTransformer from '#transformers/accounts/auth_state_transformer'
import SessionCredentialsTransformer from '#transformers/accounts/session_credentials_transformer'
import { createSessionValidator } from '#validators/accounts/session'
import { apiSerializer } from '#http/api_serializer'
import { clearSessionCookies, setSessionCookies } from '#http/session_cookies'
import { actorOf } from '#http/actor'

/**
 * spec §7 Auth: POST user/auth/login (store), GET user/auth/token (show,
 * the auth state) and POST user/auth/logout (destroy) of the current session.
 */
@inject()
export default class SessionsController {
  constructor(
    private logins: LoginService,
    private permissions: PermissionService,
    private sessions: SessionTokenService,
    private wallets: WalletService,
    private unbans: UnbanService
  ) {}

  async store(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(createSessionValidator)
    const loggedIn = await this.logins.login({ ...input, ...actorOf(ctx) })
    setSessionCookies(ctx, loggedIn)
    return apiSerializer.toJson(
      SessionCredentialsTransformer.transform(loggedIn),
      ctx.containerResolver
    )
  }

  async show(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    const state = {
      user,
      session: ctx.auth.use('web').session!,
      permissions: await this.permissions.treeFor(user),
      wallet: await this.wallets.balances(user),
      ban: await this.unbans.currentFor(user),
    }
    return apiSerializer.toJson(AuthStateTransformer.transform(state), ctx.containerResolver)
  }

  async destroy(ctx: HttpContext) {
    await this.sessions.terminate(ctx.auth.use('web').session!)
    clearSessionCookies(ctx)
    return ctx.response.noContent()
  }
}
