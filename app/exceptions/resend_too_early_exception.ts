import { LimiterResponse, errors as limiterErrors } from '@adonisjs/limiter'

/**
 * A code or letter asked for again before its countdown ended (spec §4:
 * resend after a countdown). A rate limit like any other, so it answers the
 * same way: 429 with Retry-After on the API, "try again in N s" on pages.
 */
export default class ResendTooEarlyException extends limiterErrors.E_TOO_MANY_REQUESTS {
  constructor(seconds: number) {
    super(new LimiterResponse({ limit: 1, remaining: 0, consumed: 1, availableIn: seconds }))
  }
}
