import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import {
  throttleFieldCheck,
  throttleLegacyExchange,
  throttleLogin,
  throttleMailCodeCheck,
  throttleMailLink,
  throttleMailSendByIp,
  throttleMailSendByPlayer,
  throttlePasswordResetByEmail,
  throttlePasswordResetByIp,
  throttleRegistration,
  throttleTwoFactor,
} from '#start/limiter'

/** The parts of cabinet → cover (spec §2) and `cabinet/profile-theme/{part}` (§7). */
const COVER_PART = /^(art|glow|style)$/

/*
| Accounts (issue #4): registration, login, token sessions, mail flows,
| history. Pages under /:lang, the JSON API under /api/v1 (as `api.`).
*/

/** Pages under /:lang. */
export function pages() {
  authPages()
  cabinetPages()
  mailPages()
  oauthPages()
  twoFactorPages()
  privacyPages()
}

/** JSON API under /api/v1. */
export function api() {
  authApi()
  cabinetApi()
  mailApi()
  oauthApi()
  twoFactorApi()
  privacyApi()
}

const OAUTH_PROVIDER = /^(vkid|steam|google|yandex)$/
/** spec §7 names VK `vk` in `user/oauth/{provider}`; `vkid` is taken too. */
const API_OAUTH_PROVIDER = /^(vk|vkid|steam|google|yandex)$/

/** spec §2 `/oauth/{vkid|steam|google|yandex}`: the only pages without a language prefix. */
export function oauthEntries() {
  router
    .get('/oauth/:provider', [controllers.accounts.OauthLogins, 'create'])
    .where('provider', OAUTH_PROVIDER)
    .as('accounts.oauth_logins.create')
    .use(middleware.guest())
}

/** Provider callbacks, the nickname page of new identities, cabinet → authorization (issue #12). */
function oauthPages() {
  router
    .get('/oauth/:provider/redirect', [controllers.accounts.OauthCallbacks, 'show'])
    .where('provider', OAUTH_PROVIDER)
    .as('accounts.oauth_callbacks.show')
  router
    .group(() => {
      router
        .get('/oauth/:provider/register', [controllers.accounts.OauthRegistrations, 'create'])
        .as('accounts.oauth_registrations.create')
      router
        .post('/oauth/:provider/register', [controllers.accounts.OauthRegistrations, 'store'])
        .as('accounts.oauth_registrations.store')
        .use(throttleRegistration)
    })
    .where('provider', OAUTH_PROVIDER)
    .use(middleware.guest())
  router
    .group(() => {
      router
        .get('/cabinet/authorization', [controllers.accounts.OauthLinks, 'index'])
        .as('accounts.oauth_links.index')
      router
        .post('/cabinet/authorization/:provider', [controllers.accounts.OauthLinks, 'store'])
        .as('accounts.oauth_links.store')
      router
        .delete('/cabinet/authorization/:provider', [controllers.accounts.OauthLinks, 'destroy'])
        .as('accounts.oauth_links.destroy')
    })
    .where('provider', OAUTH_PROVIDER)
    .use(middleware.auth())
}

/** spec §7 OAuth: user/oauth/{provider}, user/oauth/unlink; cabinet/authorization (+ update). */
function oauthApi() {
  router
    .post('/user/oauth/unlink', [controllers.api.accounts.OauthLinks, 'destroy'])
    .as('accounts.oauth_links.destroy')
    .use(middleware.auth())
  router
    .get('/cabinet/authorization', [controllers.api.accounts.OauthLinks, 'index'])
    .as('accounts.oauth_links.index')
    .use(middleware.auth())
  router
    .post('/cabinet/authorization/update', [controllers.api.accounts.OauthLinks, 'update'])
    .as('accounts.oauth_links.update')
    .use(middleware.auth())
  router
    .post('/user/oauth/:provider', [controllers.api.accounts.OauthLogins, 'store'])
    .where('provider', API_OAUTH_PROVIDER)
    .as('accounts.oauth_logins.store')
    .use(throttleLogin)
}

/** Login, registration (guests only) and logout pages (spec §2). */
function authPages() {
  router
    .group(() => {
      router.get('/login', [controllers.accounts.Sessions, 'create']).as('accounts.sessions.create')
      router
        .post('/login', [controllers.accounts.Sessions, 'store'])
        .as('accounts.sessions.store')
        .use(throttleLogin)
      router
        .get('/register', [controllers.accounts.Registrations, 'create'])
        .as('accounts.registrations.create')
      router
        .post('/register', [controllers.accounts.Registrations, 'store'])
        .as('accounts.registrations.store')
        .use(throttleRegistration)
    })
    .use(middleware.guest())
  router.get('/logout', [controllers.accounts.Logout, 'show']).as('accounts.logout.show')
  router.post('/logout', [controllers.accounts.Logout, 'store']).as('accounts.logout.store')
}

/** spec §7 Auth: registration, login, auth state, legacy exchange, logout, launcher, checks. */
function authApi() {
  router
    .post('/user/register', [controllers.api.accounts.Registrations, 'store'])
    .as('accounts.registrations.store')
    .use(throttleRegistration)
  router
    .post('/user/auth/login', [controllers.api.accounts.Sessions, 'store'])
    .as('accounts.sessions.store')
    .use(throttleLogin)
  router
    .post('/user/auth/token-legacy', [controllers.api.accounts.LegacyExchanges, 'store'])
    .as('accounts.legacy_exchanges.store')
    .use(throttleLegacyExchange)
  router
    .post('/user/validation', [controllers.api.accounts.FieldChecks, 'store'])
    .as('accounts.field_checks.store')
    .use(throttleFieldCheck)
  router
    .post('/launcher/auth', [controllers.api.accounts.LauncherSessions, 'store'])
    .as('accounts.launcher_sessions.store')
    .use(throttleLogin)
  router
    .group(() => {
      router
        .get('/user/auth/token', [controllers.api.accounts.Sessions, 'show'])
        .as('accounts.sessions.show')
      router
        .post('/user/auth/logout', [controllers.api.accounts.Sessions, 'destroy'])
        .as('accounts.sessions.destroy')
      router
        .post('/launcher/auth/token', [controllers.api.accounts.LauncherTokens, 'store'])
        .as('accounts.launcher_tokens.store')
    })
    .use(middleware.auth())
}

/** The cabinet's shell, sessions, password and history pages (protected, spec §2). */
function cabinetPages() {
  // Issue #25: guests switch the theme too (kept in a cookie).
  router.put('/theme', [controllers.accounts.Themes, 'update']).as('accounts.themes.update')
  router
    .group(() => {
      router.get('/cabinet', [controllers.accounts.Cabinet, 'show']).as('accounts.cabinet.show')
      router.get('/cabinet/theme', [controllers.accounts.Themes, 'edit']).as('accounts.themes.edit')
      router.get('/cabinet/cover', [controllers.accounts.Covers, 'edit']).as('accounts.covers.edit')
      router
        .get('/cabinet/cover/:part', [controllers.accounts.CoverParts, 'edit'])
        .where('part', COVER_PART)
        .as('accounts.cover_parts.edit')
      router
        .group(() => {
          router
            .get('/staff/cover-arts', [controllers.accounts.StaffCoverArts, 'index'])
            .as('accounts.staff_cover_arts.index')
          router
            .post('/staff/cover-arts', [controllers.accounts.StaffCoverArts, 'store'])
            .as('accounts.staff_cover_arts.store')
          router
            .put('/staff/cover-arts/:id', [controllers.accounts.StaffCoverArts, 'update'])
            .where('id', router.matchers.number())
            .as('accounts.staff_cover_arts.update')
        })
        .use(middleware.permission('web.covers.edit'))
      router
        .get('/cabinet/sessions', [controllers.accounts.ActiveSessions, 'index'])
        .as('accounts.active_sessions.index')
      router
        .delete('/cabinet/sessions/others', [controllers.accounts.OtherSessions, 'destroy'])
        .as('accounts.other_sessions.destroy')
      router
        .delete('/cabinet/sessions/:id', [controllers.accounts.ActiveSessions, 'destroy'])
        .where('id', router.matchers.uuid())
        .as('accounts.active_sessions.destroy')
      router
        .get('/cabinet/password', [controllers.accounts.Passwords, 'edit'])
        .as('accounts.passwords.edit')
      router
        .put('/cabinet/password', [controllers.accounts.Passwords, 'update'])
        .as('accounts.passwords.update')
    })
    .use(middleware.auth())
}

/** Sessions, password change and history of the JSON API (spec §7), all logged in. */
function cabinetApi() {
  router
    .group(() => {
      router.get('/cabinet', [controllers.api.accounts.Cabinet, 'show']).as('accounts.cabinet.show')
      router
        .get('/cabinet/theme', [controllers.api.accounts.Themes, 'show'])
        .as('accounts.themes.show')
      router
        .get('/cabinet/profile-theme/:part', [controllers.api.accounts.CoverParts, 'show'])
        .where('part', COVER_PART)
        .as('accounts.cover_parts.show')
      router
        .post('/cabinet/profile-theme/:part/set/:id', [
          controllers.api.accounts.CoverParts,
          'update',
        ])
        .where('part', COVER_PART)
        .as('accounts.cover_parts.update')
      router
        .post('/cabinet/theme/set/:id', [controllers.api.accounts.Themes, 'update'])
        .as('accounts.themes.update')
      router
        .get('/user/sessions', [controllers.api.accounts.ActiveSessions, 'index'])
        .as('accounts.active_sessions.index')
      router
        .post('/user/sessions/terminate', [controllers.api.accounts.ActiveSessions, 'destroy'])
        .as('accounts.active_sessions.destroy')
      router
        .post('/user/sessions/terminate-all', [controllers.api.accounts.OtherSessions, 'destroy'])
        .as('accounts.other_sessions.destroy')
      router
        .post('/user/settings/password/update', [controllers.api.accounts.Passwords, 'update'])
        .as('accounts.passwords.update')
      router
        .get('/user/history', [controllers.api.accounts.HistoryEntries, 'index'])
        .as('accounts.history_entries.index')
    })
    .use(middleware.auth())
}

/** Letters sent at the player's request: per IP and per player (issue #4 abuse limits). */
const throttleMailSend = [throttleMailSendByPlayer, throttleMailSendByIp]
const throttlePasswordReset = [throttlePasswordResetByIp, throttlePasswordResetByEmail]

/**
 * Password reset and restore (spec §2, §4), e-mail verification, the
 * cabinet's e-mail change, and the dev mailbox of the embedded default.
 * The mailbox is `/dev-mailbox`, not under `/development/*`: the platform's
 * wildcard showcase route is registered first and would catch it.
 */
function mailPages() {
  router
    .get('/reset', [controllers.accounts.PasswordResets, 'create'])
    .as('accounts.password_resets.create')
  router
    .post('/reset', [controllers.accounts.PasswordResets, 'store'])
    .as('accounts.password_resets.store')
    .use(throttlePasswordReset)
  router
    .get('/restore', [controllers.accounts.PasswordRestores, 'edit'])
    .as('accounts.password_restores.edit')
  router
    .put('/restore', [controllers.accounts.PasswordRestores, 'update'])
    .as('accounts.password_restores.update')
    .use(throttleMailLink)
  router
    .get('/verify-email', [controllers.accounts.EmailVerifications, 'show'])
    .as('accounts.email_verifications.show')
    .use(throttleMailLink)
  router
    .group(() => {
      router
        .get('/cabinet/email', [controllers.accounts.EmailChanges, 'edit'])
        .as('accounts.email_changes.edit')
      router
        .post('/cabinet/email/code', [controllers.accounts.EmailChanges, 'store'])
        .as('accounts.email_changes.store')
        .use(throttleMailSend)
      router
        .post('/cabinet/email/confirmation', [controllers.accounts.EmailChanges, 'update'])
        .as('accounts.email_changes.update')
        .use(throttleMailCodeCheck)
      router
        .post('/cabinet/email/verification', [controllers.accounts.EmailVerifications, 'store'])
        .as('accounts.email_verifications.store')
        .use(throttleMailSend)
    })
    .use(middleware.auth())
  router
    .get('/dev-mailbox', [controllers.accounts.DevMails, 'index'])
    .as('accounts.dev_mails.index')
  router
    .get('/dev-mailbox/:id', [controllers.accounts.DevMails, 'show'])
    .where('id', router.matchers.uuid())
    .as('accounts.dev_mails.show')
}

/** spec §7: user/reset, reset/status, reset/update-password and settings/mail (+ verification). */
function mailApi() {
  router
    .post('/user/reset', [controllers.api.accounts.PasswordResets, 'store'])
    .as('accounts.password_resets.store')
    .use(throttlePasswordReset)
  router
    .post('/user/reset/status', [controllers.api.accounts.PasswordRestores, 'show'])
    .as('accounts.password_restores.show')
    .use(throttleMailLink)
  router
    .post('/user/reset/update-password', [controllers.api.accounts.PasswordRestores, 'update'])
    .as('accounts.password_restores.update')
    .use(throttleMailLink)
  router
    .group(() => {
      router
        .get('/user/settings/mail', [controllers.api.accounts.EmailChanges, 'show'])
        .as('accounts.email_changes.show')
      router
        .post('/user/settings/mail/reset', [controllers.api.accounts.EmailChanges, 'store'])
        .as('accounts.email_changes.store')
        .use(throttleMailSend)
      router
        .post('/user/settings/mail/verify', [controllers.api.accounts.EmailChanges, 'update'])
        .as('accounts.email_changes.update')
        .use(throttleMailCodeCheck)
      router
        .post('/user/settings/mail/verification', [
          controllers.api.accounts.EmailVerifications,
          'store',
        ])
        .as('accounts.email_verifications.store')
        .use(throttleMailSend)
    })
    .use(middleware.auth())
}

/**
 * Two-factor through bots (issue #12): /2fa holds a login until the bot
 * confirms (the guard's `accounts.two_factor.` prefix), cabinet → 2fa links
 * and unlinks a bot, and the dev bot inbox stands in for bots without a token.
 */
function twoFactorPages() {
  router.get('/2fa', [controllers.accounts.TwoFactor, 'create']).as('accounts.two_factor.create')
  router.post('/2fa', [controllers.accounts.TwoFactor, 'store']).as('accounts.two_factor.store')
  router
    .delete('/2fa', [controllers.accounts.TwoFactor, 'destroy'])
    .as('accounts.two_factor.destroy')
  router
    .group(() => {
      router
        .get('/cabinet/2fa', [controllers.accounts.TwoFactorSettings, 'edit'])
        .as('accounts.two_factor_settings.edit')
      router
        .delete('/cabinet/2fa', [controllers.accounts.TwoFactorSettings, 'destroy'])
        .as('accounts.two_factor_settings.destroy')
      router
        .post('/cabinet/2fa/command', [controllers.accounts.TwoFactorEnrollments, 'store'])
        .as('accounts.two_factor_enrollments.store')
    })
    .use(middleware.auth())
  router
    .get('/dev-bot-inbox', [controllers.accounts.DevBotMessages, 'index'])
    .as('accounts.dev_bot_messages.index')
  router
    .post('/dev-bot-inbox', [controllers.accounts.DevBotMessages, 'store'])
    .as('accounts.dev_bot_messages.store')
  router
    .put('/dev-bot-inbox', [controllers.accounts.DevBotMessages, 'update'])
    .as('accounts.dev_bot_messages.update')
}

/** spec §7 settings/2fa (+ unlink), the -7 completion, and the bots' webhooks. */
function twoFactorApi() {
  router
    .post('/user/auth/2fa', [controllers.api.accounts.TwoFactor, 'store'])
    .as('accounts.two_factor.store')
    .use(throttleTwoFactor)
  router
    .group(() => {
      router
        .get('/user/settings/2fa', [controllers.api.accounts.TwoFactorSettings, 'show'])
        .as('accounts.two_factor_settings.show')
      router
        .post('/user/settings/2fa/unlink', [controllers.api.accounts.TwoFactorSettings, 'destroy'])
        .as('accounts.two_factor_settings.destroy')
    })
    .use(middleware.auth())
  router
    .post('/bots/telegram', [controllers.api.accounts.TelegramUpdates, 'store'])
    .as('accounts.telegram_updates.store')
  router
    .post('/bots/vk', [controllers.api.accounts.VkEvents, 'store'])
    .as('accounts.vk_events.store')
}

/** Cabinet → privacy (spec §2, issue #13): the profile parts hidden from others. */
function privacyPages() {
  router
    .group(() => {
      router
        .get('/cabinet/privacy', [controllers.accounts.Privacy, 'edit'])
        .as('accounts.privacy.edit')
      router
        .put('/cabinet/privacy', [controllers.accounts.Privacy, 'update'])
        .as('accounts.privacy.update')
    })
    .use(middleware.auth())
}

/** spec §7 `GET user/privacy`, `POST user/privacy/hide`. */
function privacyApi() {
  router
    .group(() => {
      router
        .get('/user/privacy', [controllers.api.accounts.Privacy, 'show'])
        .as('accounts.privacy.show')
      router
        .post('/user/privacy/hide', [controllers.api.accounts.Privacy, 'update'])
        .as('accounts.privacy.update')
    })
    .use(middleware.auth())
}
