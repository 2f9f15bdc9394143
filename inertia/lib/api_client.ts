import { router } from '@inertiajs/react'
import { interpretApiError, type ApiErrorOutcome } from '@domain/platform/api_errors'
import { localeOfPath, DEFAULT_LOCALE } from '@domain/platform/locales'
import { notify } from '~/lib/notify'
import { pageRouteUrl, pageUrl, type RouteName, type RouteParams } from '~/lib/routes'
import { translate, type Messages } from '~/lib/translator'

/** Where a pending 2FA confirmation waits for the 2fa page (spec §8 error_code -7). */
export const PENDING_TWO_FACTOR_KEY = 'tm:pending-two-factor'

export class ApiError extends Error {
  constructor(
    readonly httpCode: number,
    readonly outcome: ApiErrorOutcome,
    readonly body: unknown
  ) {
    super(outcome.message ?? outcome.fallbackKey)
  }
}

type RequestOptions = {
  /** JSON, or FormData for an upload. */
  body?: unknown
  /** spec §3 error object: no notice when false. */
  shouldNotify?: boolean
  /** The translations of the current page, for the fallback texts. */
  messages: Messages
  /** Document changes carry a random idempotency key (spec §7). */
  idempotent?: boolean
  /** The route's parameters and query string (`GET playtime/{nickname}?period=`). */
  params?: RouteParams
  qs?: Record<string, string>
}

function currentLocale() {
  return localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE
}

/** Applies the outcome of spec §8: a notice, a logout, or the 2fa page. */
function react(outcome: ApiErrorOutcome, messages: Messages) {
  const locale = currentLocale()
  if (outcome.notify) {
    notify({
      type: 'error',
      text: outcome.message ?? translate(locale, messages, outcome.fallbackKey),
    })
  }
  if (outcome.action === 'logout') {
    window.location.assign(pageUrl('accounts.logout.show', locale))
  } else if (outcome.action === 'two_factor') {
    sessionStorage.setItem(PENDING_TWO_FACTOR_KEY, JSON.stringify(outcome.pendingTwoFactor))
    router.visit(pageRouteUrl('accounts.two_factor.create', locale))
  }
}

/**
 * Calls the JSON API from a page with the session's cookies, in the page's
 * language, and handles failures by spec §8 before rethrowing them.
 */
export async function apiRequest<T>(
  method: 'GET' | 'POST',
  route: RouteName,
  options: RequestOptions
): Promise<T> {
  const headers: Record<string, string> = {
    'Accept': 'application/json',
    'Accept-Language': currentLocale(),
  }
  // A FormData body (a file upload) sets its own multipart content type.
  const form = options.body instanceof FormData
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json'
  if (options.idempotent) headers['Idempotency-Key'] = crypto.randomUUID()

  let response: Response
  try {
    response = await fetch(pageUrl(route, currentLocale(), options.params, options.qs), {
      method,
      headers,
      credentials: 'same-origin',
      body:
        options.body === undefined
          ? undefined
          : form
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    })
  } catch {
    const outcome = interpretApiError(0, null, options.shouldNotify)
    react(outcome, options.messages)
    throw new ApiError(0, outcome, null)
  }

  const body = await response.json().catch(() => null)
  if (response.ok) return body as T
  const outcome = interpretApiError(response.status, body, options.shouldNotify)
  react(outcome, options.messages)
  throw new ApiError(response.status, outcome, body)
}
