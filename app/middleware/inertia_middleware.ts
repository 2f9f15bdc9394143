import env from '#start/env'
import i18nManager from '@adonisjs/i18n/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import BaseInertiaMiddleware from '@adonisjs/inertia/inertia_middleware'
import router from '@adonisjs/core/services/router'
import AppStateService from '#services/platform/app_state_service'
import UnbanService from '#services/economy/unban_service'
import TranslationBundleService from '#services/platform/translation_bundle_service'
import UserTransformer from '#transformers/accounts/user_transformer'
import AppStateTransformer from '#transformers/platform/app_state_transformer'
import BanInfoTransformer from '#transformers/economy/ban_info_transformer'
import { currentPermissions } from '#http/permissions'
import { requestBalances } from '#http/wallets'
import PlayerShellInertia from '#http/player_shell_inertia'
import { requestRegion, requestTheme } from '#http/request'
import type { Locale } from '#domain/platform/locales'

/** Notification styles of spec §2, in the order flashes are shown. */
const NOTIFICATION_TYPES = ['error', 'warn', 'success', 'default'] as const

type FlashedNotice = string | { key: string; data?: Record<string, unknown> }

const PRIMARY_ORIGIN = new URL(env.get('APP_URL'))

export default class InertiaMiddleware extends BaseInertiaMiddleware {
  /**
   * Props every page receives (spec §3 auth and app state). A 404 can
   * render before session and auth ran, so neither is assumed here.
   */
  async share(ctx: HttpContext) {
    const { auth, i18n } = ctx as Partial<HttpContext>
    const locale = (i18n?.locale ?? i18nManager.defaultLocale) as Locale
    const user = auth?.user
    const appState = await ctx.containerResolver.make(AppStateService)

    const translations = new TranslationBundleService().bundle(locale)
    const wallet = await requestBalances(ctx)
    const ban = user
      ? await ctx.containerResolver.make(UnbanService).then((service) => service.currentFor(user))
      : null

    return {
      locale,
      // The browser fetches this file; its text only feeds the server render (#8).
      translationsUrl: router.urlBuilder.urlFor('platform.translations.show', {
        file: translations.file,
      }),
      translations: ctx.inertia.requestInfo().isInertiaRequest ? undefined : translations.text,
      errors: ctx.inertia.always(this.getValidationErrors(ctx)),
      currentUser: user ? UserTransformer.transform(user) : null,
      // spec §3 auth state: kopecks and site coins, for the header (null for guests).
      balance: wallet?.balance ?? null,
      coins: wallet?.coins ?? null,
      // spec §3 managers: the ban in force and its unban price (null for guests).
      managers: user ? BanInfoTransformer.transform({ current: ban }) : null,
      permissions: await currentPermissions(ctx),
      region: requestRegion(ctx),
      // Issue #25: the site theme's id; the root template writes its CSS variables on <html>.
      theme: requestTheme(ctx),
      // The server's moment of this render: clocks and countdowns draw it until
      // hydrated, so the browser's first render matches (#27 item 12).
      now: new Date().toISOString(),
      app: AppStateTransformer.transform(await appState.current(), locale),
      site: {
        origin: PRIMARY_ORIGIN.origin,
        // spec §2: alternate links only on the primary origin.
        primary: ctx.request.host() === PRIMARY_ORIGIN.host,
        analyticsEndpoint: env.get('ANALYTICS_ENDPOINT') ?? null,
      },
    }
  }

  /** Flash messages become translated notifications (spec §2, §8). */
  flash(ctx: HttpContext) {
    const { session, i18n } = ctx as Partial<HttpContext>
    if (!session || !i18n) return {}
    const notifications = NOTIFICATION_TYPES.flatMap((type) => {
      const notice = session.flashMessages.get(type) as FlashedNotice | undefined
      if (!notice) return []
      const { key, data } = typeof notice === 'string' ? { key: notice, data: undefined } : notice
      return [{ id: `${ctx.request.id() ?? Date.now()}-${type}`, type, text: i18n.t(key, data) }]
    })
    return notifications.length ? { notifications } : {}
  }

  /** As the base class, with the Inertia that draws players' pages from shells (#29). */
  async init(ctx: HttpContext) {
    ctx.inertia = await PlayerShellInertia.forRequest(ctx)
    ctx.inertia.share(() => this.share(ctx))
    ctx.inertia.flash(() => this.flash(ctx))
  }

  async handle(ctx: HttpContext, next: NextFn) {
    await this.init(ctx)
    const output = await next()
    this.dispose(ctx)
    return output
  }
}

declare module '@adonisjs/inertia/types' {
  type MiddlewareSharedProps = InferSharedProps<InertiaMiddleware>
  export interface SharedProps extends MiddlewareSharedProps {}
}
