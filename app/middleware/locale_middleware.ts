import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { NextFn } from '@adonisjs/core/types/http'
import { type HttpContext, RequestValidator } from '@adonisjs/core/http'
import { LOCALE_COOKIE, isLocale, resolveLocale } from '#domain/platform/locales'
import { validationMessages } from '#http/validation_messages'

/**
 * Resolves the request's language once (style §4): the /ru or /en prefix,
 * then the locale cookie, then Accept-Language, then Russian. Runs for
 * every request, so 404 pages and API errors are translated too.
 */
export default class LocaleMiddleware {
  static {
    RequestValidator.messagesProvider = validationMessages
  }

  handle(ctx: HttpContext, next: NextFn) {
    const accepted = i18nManager.getSupportedLocaleFor(ctx.request.languages())
    const locale = resolveLocale({
      path: ctx.request.url(),
      cookie: ctx.request.plainCookie(LOCALE_COOKIE, { encoded: false }),
      acceptLanguage: isLocale(accepted) ? accepted : null,
    })
    ctx.i18n = i18nManager.locale(locale)
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
