import { defineConfig } from '@adonisjs/auth'
import type { InferAuthenticators, InferAuthEvents, Authenticators } from '@adonisjs/auth/types'
import type { HttpContext } from '@adonisjs/core/http'

const authConfig = defineConfig({
  default: 'web',
  guards: {
    web: {
      async resolver(_, app) {
        const { AccessTokenGuard } = await import('#guards/access_token_guard')
        const { default: SessionTokenService } =
          await import('#services/accounts/session_token_service')
        const sessions = await app.container.make(SessionTokenService)
        return (ctx: HttpContext) => new AccessTokenGuard(ctx, sessions)
      },
    },
  },
})

export default authConfig

declare module '@adonisjs/auth/types' {
  export interface Authenticators extends InferAuthenticators<typeof authConfig> {}
}
declare module '@adonisjs/core/types' {
  interface EventsList extends InferAuthEvents<Authenticators> {}
}
