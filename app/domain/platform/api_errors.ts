/*
| How a client reacts to a failed JSON API call (spec §8). Shared by the
| pages' API client; the launcher implements the same table.
*/

/** §8 error body. */
export type ApiErrorBody = {
  error?: string
  error_code?: number
  error_message?: string
  details?: { type?: string; description?: string; [key: string]: unknown }
}

export type ApiErrorOutcome = {
  kind: 'validation' | 'no_connection' | 'unknown' | 'error'
  /** The server's text; null when the client shows its own translated text. */
  message: string | null
  /** The client's fallback text key when the server sent none. */
  fallbackKey: 'errors.no_connection' | 'errors.unknown'
  notify: boolean
  action: 'logout' | 'two_factor' | null
  /** The pending confirmation of error_code -7 (userId, login, avatarOrSkin). */
  pendingTwoFactor: Record<string, unknown> | null
}

const SILENT = 1
const TWO_FACTOR_REQUIRED = -7

function asBody(value: unknown): ApiErrorBody | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as ApiErrorBody)
    : null
}

/**
 * spec §8: 400 is a validation error; without a body, status 0 or above
 * 500 means no connection, anything else an unknown error; the message is
 * details.description, then error_message; error_code 1 and 401 show no
 * notice (401 logs out), -7 with details stores the pending 2FA and opens
 * the 2fa page; otherwise a notice unless the caller asked for none.
 */
export function interpretApiError(
  httpCode: number,
  rawBody: unknown,
  shouldNotify = true
): ApiErrorOutcome {
  const body = asBody(rawBody)
  const message = body?.details?.description || body?.error_message || null
  const noBodyKind = httpCode === 0 || httpCode > 500 ? 'no_connection' : 'unknown'
  const kind = !body ? noBodyKind : httpCode === 400 ? 'validation' : 'error'
  const outcome: ApiErrorOutcome = {
    kind,
    message,
    fallbackKey: kind === 'no_connection' ? 'errors.no_connection' : 'errors.unknown',
    notify: shouldNotify,
    action: null,
    pendingTwoFactor: null,
  }

  if (httpCode === 401) return { ...outcome, notify: false, action: 'logout' }
  if (body?.error_code === TWO_FACTOR_REQUIRED && body.details) {
    return { ...outcome, notify: false, action: 'two_factor', pendingTwoFactor: body.details }
  }
  if (body?.error_code === SILENT) return { ...outcome, notify: false }
  return outcome
}
