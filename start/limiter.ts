/*
| Named rate limits (issue #4 abuse limits), used as route middleware:
| `.use(throttleLogin)`. Counters live in the store of config/limiter.ts.
| Over a limit the request fails with E_TOO_MANY_REQUESTS: 429 with
| Retry-After on the API, a "try again in N s" notice on pages
| (app/exceptions/handler.ts). A page and its API twin share one limiter
| name, so switching between them does not reset the count.
*/
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { loginAttemptKey } from '#services/accounts/login_service'

/**
 * Login (site, API, launcher; one counter for all three). Two limits, so
 * spraying passwords over many names from one address and switching between
 * an account's nickname and e-mail both run out:
 * - per IP, whatever the login: 20 attempts a minute, then 5 minutes blocked;
 * - per IP and account (nickname and e-mail resolve to the same account; a
 *   login naming no account is counted under its own text, so an unknown
 *   login answers like a known one): 10 a minute, then 5 minutes blocked.
 */
const throttleLoginByIp = limiter.define('accounts_login_ip', (ctx) =>
  limiter.allowRequests(20).every('1 minute').blockFor('5 minutes').usingKey(ctx.request.ip())
)

const throttleLoginByAccount = limiter.define('accounts_login', async (ctx) =>
  limiter
    .allowRequests(10)
    .every('1 minute')
    .blockFor('5 minutes')
    .usingKey(`${ctx.request.ip()}_${await loginAttemptKey(ctx.request.input('login'))}`)
)

export const throttleLogin = [throttleLoginByIp, throttleLoginByAccount]

/** Registration: 5 accounts per IP in 10 minutes. */
export const throttleRegistration = limiter.define('accounts_registration', (ctx) =>
  limiter.allowRequests(5).every('10 minutes').usingKey(ctx.request.ip())
)

/** Single-field checks of the forms (POST user/validation): 60 a minute per IP. */
export const throttleFieldCheck = limiter.define('accounts_field_check', (ctx) =>
  limiter.allowRequests(60).every('1 minute').usingKey(ctx.request.ip())
)

/** Legacy token exchange: 10 attempts a minute per IP, then 5 minutes blocked. */
export const throttleLegacyExchange = limiter.define('accounts_legacy_exchange', (ctx) =>
  limiter.allowRequests(10).every('1 minute').blockFor('5 minutes').usingKey(ctx.request.ip())
)

/*
| Mail (password reset, e-mail verification and change): every request
| that sends a letter is limited per IP and per address or player, on top
| of the 60-second resend countdown the services enforce.
*/

/** The e-mail a reset request names, as the limiter keys it. */
function emailKey(ctx: HttpContext) {
  const email = ctx.request.input('email')
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : ''
}

/** The logged-in player (auth runs first on these routes), else the IP. */
function playerKey(ctx: HttpContext) {
  return ctx.auth.user ? `user_${ctx.auth.user.id}` : `ip_${ctx.request.ip()}`
}

/** Reset letters: 10 requests per IP in 15 minutes. */
export const throttlePasswordResetByIp = limiter.define('accounts_password_reset_ip', (ctx) =>
  limiter.allowRequests(10).every('15 minutes').usingKey(ctx.request.ip())
)

/** Reset letters: 3 per address in 15 minutes, whether or not an account has it. */
export const throttlePasswordResetByEmail = limiter.define('accounts_password_reset_email', (ctx) =>
  limiter.allowRequests(3).every('15 minutes').usingKey(emailKey(ctx))
)

/** Links from letters (reset, verification) checked or used: 30 per IP in 10 minutes. */
export const throttleMailLink = limiter.define('accounts_mail_link', (ctx) =>
  limiter.allowRequests(30).every('10 minutes').usingKey(ctx.request.ip())
)

/** Letters a player asks for (e-mail change codes, verification): 6 an hour per player. */
export const throttleMailSendByPlayer = limiter.define('accounts_mail_send_player', (ctx) =>
  limiter.allowRequests(6).every('1 hour').usingKey(playerKey(ctx))
)

/** Letters a player asks for: 20 an hour per IP. */
export const throttleMailSendByIp = limiter.define('accounts_mail_send_ip', (ctx) =>
  limiter.allowRequests(20).every('1 hour').usingKey(ctx.request.ip())
)

/** E-mail change codes entered: 20 per player in 15 minutes (each code also allows only 5 wrong). */
export const throttleMailCodeCheck = limiter.define('accounts_mail_code_check', (ctx) =>
  limiter.allowRequests(20).every('15 minutes').usingKey(playerKey(ctx))
)

/*
| Economy (issue #11): each top-up creates a payment at the gateway and
| each transfer writes two ledger rows; a script looping on them is cut
| off long before a player would notice.
*/

/** Top-ups: 10 payments per player in 10 minutes. */
export const throttlePaymentCreate = limiter.define('economy_payment_create', (ctx) =>
  limiter.allowRequests(10).every('10 minutes').usingKey(playerKey(ctx))
)

/**
 * Gateway notifications (issue #23 item 8): 120 a minute per IP. The route is open (YooKassa
 * does not sign), so this bounds what anyone can make the site log; a gateway retries a 429.
 */
export const throttlePaymentWebhook = limiter.define('economy_payment_webhook', (ctx) =>
  limiter.allowRequests(120).every('1 minute').usingKey(ctx.request.ip())
)

/** The read stopwatch beacon: 120 a minute per IP, so nobody pumps a document's views. */
export const throttleStopwatch = limiter.define('content_stopwatch', (ctx) =>
  limiter.allowRequests(120).every('1 minute').usingKey(ctx.request.ip())
)

/** "Deliver again" (cabinet deliveries, page and API): 5 per 10 minutes per player. */
export const throttleRedelivery = limiter.define('network_redelivery', (ctx) =>
  limiter
    .allowRequests(5)
    .every('10 minutes')
    .usingKey(String(ctx.auth.user?.id ?? ctx.request.ip()))
)

/** Completing a login the bot confirmed (clients poll it): 120 a minute per IP. */
export const throttleTwoFactor = limiter.define('accounts_two_factor', (ctx) =>
  limiter.allowRequests(120).every('1 minute').usingKey(ctx.request.ip())
)

/*
| Social actions: each friend request notifies its player and each like moves
| a top, so a script cannot flood either; a person never gets near the limits.
*/

/** Friend requests (page and API): 20 per player in 10 minutes. */
export const throttleFriendRequest = limiter.define('players_friend_request', (ctx) =>
  limiter.allowRequests(20).every('10 minutes').usingKey(playerKey(ctx))
)

/** Profile likes and unlikes (page and API): 30 per player a minute. */
export const throttleProfileLike = limiter.define('players_profile_like', (ctx) =>
  limiter.allowRequests(30).every('1 minute').usingKey(playerKey(ctx))
)
