import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import communityConfig from '#config/community'
import RedirectRuleService from '#services/platform/redirect_rule_service'
import { hasZeroWidth, stripZeroWidth } from '#domain/platform/legacy_redirects'
import { isLocale } from '#domain/platform/locales'
import { isApiRequest, routeUrl } from '#http/request'
import { sameOriginPath } from '#domain/platform/return_path'

function decodedPath(url: string) {
  try {
    return decodeURI(url)
  } catch {
    return url
  }
}

/**
 * Redirects that run on every page request before the page itself
 * (spec §2): zero-width characters stripped from the path (301), a
 * payment success return (302) and the staff's redirect rules table (its
 * own status). Fixed legacy paths are routes of their own.
 */
export default class RedirectMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request, response } = ctx
    if (!['GET', 'HEAD'].includes(request.method()) || isApiRequest(ctx)) return next()

    const path = decodedPath(request.url())
    const query = request.parsedUrl.query
    const search = query ? `?${query}` : ''

    if (hasZeroWidth(path) || hasZeroWidth(decodedPath(search))) {
      const clean = encodeURI(stripZeroWidth(path)) + stripZeroWidth(decodedPath(search))
      // Stripping can turn `/<zero-width>/host` into `//host`: keep the target on this site.
      return response.redirect(sameOriginPath(clean), false, 301)
    }

    if (path === '/pay/success' || request.qs().status === 'succeeded') {
      // The payment's return address names the language the player paid in (PaymentService).
      const named = request.qs().lang
      const lang = isLocale(named) ? named : ctx.i18n.locale
      if (ctx.auth.user) {
        return response.redirect(
          routeUrl(ctx, 'economy.payments.create', { lang }, { notify: 'success' })
        )
      }
      // A guest cannot see the protected pay page: the main site thanks them, else our home page.
      const mainSite = communityConfig.mainSiteUrl?.replace(/\/+$/, '')
      return response.redirect(
        mainSite ? `${mainSite}/${lang}/pay-success` : routeUrl(ctx, 'platform.home.show', { lang })
      )
    }

    const rules = await ctx.containerResolver.make(RedirectRuleService)
    const rule = await rules.find(path)
    if (rule) {
      return response.redirect(
        rule.target.replaceAll('{lang}', ctx.i18n.locale),
        false,
        rule.statusCode
      )
    }

    return next()
  }
}
