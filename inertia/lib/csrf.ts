import { http } from '@inertiajs/react'
import { pageUrl } from '~/lib/routes'

const XSRF_COOKIE = /(?:^|;\s*)XSRF-TOKEN=/

/**
 * Pages arrive without a CSRF cookie (#8: reading mints nothing), so the
 * first form a visitor sends asks the token route for one beforehand;
 * Inertia's client then copies the cookie into its X-XSRF-TOKEN header.
 */
export function fetchCsrfTokenBeforeForms() {
  http.onRequest(async (config) => {
    if (config.method.toLowerCase() !== 'get' && !XSRF_COOKIE.test(document.cookie)) {
      await fetch(pageUrl('platform.csrf_tokens.show', ''), { credentials: 'same-origin' })
    }
    return config
  })
}
