import type { HttpContext } from '@adonisjs/core/http'
import { DEFAULT_COVER_PART } from '#domain/accounts/covers'

/** /{lang}/cabinet/cover (spec §2): opens cover → glow. */
export default class CoversController {
  edit({ response, i18n }: HttpContext) {
    return response
      .redirect()
      .toRoute('accounts.cover_parts.edit', { lang: i18n.locale, part: DEFAULT_COVER_PART })
  }
}
