import type { ApiOperations } from '#openapi/types'
import {
  arrayOf,
  closedObject,
  avatarOrSkinSchema,
  coverSchema,
  emailChangeSchema,
  emailChangeStepSchema,
  metaSchema,
  privacySettingsSchema,
  sessionCredentialsSchema,
  terminatedSessionsSchema,
  twoFactorSettingsSchema,
  userSchema,
  verificationSchema,
} from '#openapi/shapes'
import { THEME_IDS, THEMES } from '#domain/accounts/themes'
import { CABINET_TABS } from '#domain/accounts/cabinet'
import { COVER_PARTS } from '#domain/accounts/covers'
import { setCoverPartValidator, showCoverPartValidator } from '#validators/accounts/cover'
import { updateRegionValidator } from '#validators/platform/region'
import { createRegistrationValidator } from '#validators/accounts/registration'
import { createSessionValidator } from '#validators/accounts/session'
import { exchangeLegacyTokenValidator } from '#validators/accounts/legacy_token'
import { fieldCheckValidator } from '#validators/accounts/field_check'
import {
  createLauncherSessionValidator,
  renewLauncherSessionValidator,
} from '#validators/accounts/launcher_session'
import { setThemeValidator } from '#validators/accounts/theme'
import { destroyActiveSessionValidator } from '#validators/accounts/active_session'
import { updatePasswordValidator } from '#validators/accounts/password'
import { indexAccountHistoryValidator } from '#validators/accounts/account_history'
import { createPasswordResetValidator } from '#validators/accounts/password_reset'
import {
  showPasswordRestoreValidator,
  updatePasswordRestoreValidator,
} from '#validators/accounts/password_restore'
import {
  createEmailChangeValidator,
  updateEmailChangeValidator,
} from '#validators/accounts/email_change'
import {
  createOauthLoginValidator,
  destroyOauthLinkValidator,
  updateLoginMethodsValidator,
} from '#validators/accounts/oauth'
import { completeTwoFactorValidator } from '#validators/accounts/two_factor'
import { updatePrivacyValidator } from '#validators/accounts/privacy'

/** The ways to log in (OauthLinksTransformer): the password, the e-mail and the linked providers. */
const authorizationMethodsSchema = closedObject({
  hasPassword: { type: 'boolean' },
  email: { type: ['string', 'null'] },
  providers: arrayOf(
    closedObject({
      provider: { type: 'string' },
      configured: { type: 'boolean' },
      link: closedObject(
        {
          name: { type: 'string' },
          email: { type: ['string', 'null'] },
          linkedAt: { type: 'string' },
        },
        { nullable: true }
      ),
    })
  ),
  linkedCount: { type: 'integer' },
})

/** A name in both site languages. */
const localizedNameSchema = closedObject({ ru: { type: 'string' }, en: { type: 'string' } })

export const accounts: ApiOperations = {
  'api.accounts.regions.update': {
    summary: "Set the player's region",
    access: 'player',
    input: updateRegionValidator,
    responses: {
      '200': closedObject({ region: { type: 'string' }, fixed: { type: 'boolean' } }),
    },
    errors: [400, 401],
  },
  'api.accounts.registrations.store': {
    summary: 'Register an account',
    access: 'optional',
    input: createRegistrationValidator,
    responses: { '200': sessionCredentialsSchema },
    errors: [400, 409, 429, 503],
  },
  'api.accounts.sessions.store': {
    summary: 'Log in with a nickname or e-mail and password',
    access: 'optional',
    input: createSessionValidator,
    responses: { '200': sessionCredentialsSchema },
    errors: [400, 429, 503],
  },
  'api.accounts.legacy_exchanges.store': {
    summary: "Exchange an old site's token for a session",
    access: 'optional',
    input: exchangeLegacyTokenValidator,
    responses: { '200': sessionCredentialsSchema },
    errors: [400, 401, 429],
  },
  'api.accounts.field_checks.store': {
    summary: 'Check one registration field',
    access: 'optional',
    input: fieldCheckValidator,
    responses: {
      '200': closedObject({ valid: { type: 'boolean' } }),
    },
    errors: [400, 429],
  },
  'api.accounts.launcher_sessions.store': {
    summary: 'Log in from the launcher',
    access: 'optional',
    input: createLauncherSessionValidator,
    responses: { '200': sessionCredentialsSchema },
    errors: [400, 429],
  },
  'api.accounts.sessions.show': {
    summary: 'The current auth state',
    access: 'player',
    responses: {
      '200': closedObject({
        permissions: closedObject(
          {
            web: closedObject({
              documents: closedObject({ edit: { type: 'boolean' } }),
            }),
          },
          { optional: ['web'] }
        ),
        // Not built yet: always null (docs/api.md).
        preferredServer: { type: 'null' },
        coins: { type: 'integer' },
        balance: { type: 'integer' },
        accessId: { type: 'string' },
        currentUser: userSchema,
        managers: closedObject({
          isBanned: { type: 'boolean' },
          unbanPrice: { type: ['integer', 'null'] },
          ban: closedObject(
            {
              id: { type: 'integer' },
              server: { type: 'string' },
              reason: { type: 'string' },
              bannedBy: { type: 'string' },
              startsAt: { type: 'string' },
              endsAt: { type: ['string', 'null'] },
              permanent: { type: 'boolean' },
            },
            { nullable: true }
          ),
        }),
      }),
    },
    errors: [401],
  },
  'api.accounts.sessions.destroy': {
    summary: 'Log out of the current session',
    access: 'player',
    responses: { '204': null },
    errors: [401],
  },
  'api.accounts.launcher_tokens.store': {
    summary: "Renew the launcher's session",
    access: 'player',
    input: renewLauncherSessionValidator,
    responses: { '200': sessionCredentialsSchema },
    errors: [400, 401],
  },
  'api.accounts.cabinet.show': {
    summary: "The cabinet's state: who, look, theme, cover and the open tabs",
    access: 'player',
    responses: {
      '200': closedObject({
        login: { type: 'string' },
        avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
        theme: { enum: [...THEME_IDS] },
        cover: coverSchema,
        tabs: arrayOf({ enum: CABINET_TABS.map((tab) => tab.id) }),
      }),
    },
    errors: [401],
  },
  'api.accounts.cover_parts.show': {
    summary: 'One part of the profile cover: its items and the chosen one',
    access: 'player',
    input: showCoverPartValidator,
    responses: {
      '200': closedObject({
        part: { enum: [...COVER_PARTS] },
        // An item's id, or `none`.
        current: { type: 'string' },
        items: arrayOf(
          closedObject({
            id: { type: 'string' },
            name: { ...localizedNameSchema, type: ['object', 'null'] },
            image: { type: ['string', 'null'] },
            license: { type: ['string', 'null'] },
            lockedBy: { ...localizedNameSchema, type: ['object', 'null'] },
          })
        ),
      }),
    },
    errors: [401],
  },
  'api.accounts.cover_parts.update': {
    summary: 'Choose a cover item, or `none` to clear the part',
    access: 'player',
    input: setCoverPartValidator,
    idempotent: true,
    responses: {
      '200': closedObject({ part: { enum: [...COVER_PARTS] }, current: { type: 'string' } }),
    },
    errors: [400, 401, 403, 404, 409],
  },
  'api.accounts.themes.show': {
    summary: 'The cabinet themes and the current one',
    access: 'player',
    responses: {
      '200': closedObject({
        current: { enum: [...THEME_IDS] },
        themes: arrayOf({
          type: 'object',
          // spec §3 theme data: CSS colours by name.
          properties: { id: { enum: [...THEME_IDS] } },
          required: ['id', ...Object.keys(THEMES.octarine)],
          additionalProperties: { type: 'string' },
        }),
      }),
    },
    errors: [400, 401],
  },
  'api.accounts.themes.update': {
    summary: 'Choose a cabinet theme',
    access: 'player',
    input: setThemeValidator,
    responses: {
      '200': closedObject({ current: { enum: [...THEME_IDS] } }),
    },
    errors: [400, 401],
  },
  'api.accounts.active_sessions.index': {
    summary: "The player's sessions",
    access: 'player',
    responses: {
      '200': closedObject({
        sessions: arrayOf(
          closedObject({
            id: { type: 'string' },
            source: { type: 'string' },
            browser: { type: 'string' },
            system: { type: 'string' },
            ip: { type: 'string' },
            createdAt: { type: 'string' },
            lastUsedAt: { type: 'string' },
            current: { type: 'boolean' },
          })
        ),
      }),
    },
    errors: [401],
  },
  'api.accounts.active_sessions.destroy': {
    summary: 'End one session',
    access: 'player',
    input: destroyActiveSessionValidator,
    responses: {
      '200': terminatedSessionsSchema,
    },
    errors: [400, 401, 404],
  },
  'api.accounts.other_sessions.destroy': {
    summary: 'End every other session',
    access: 'player',
    responses: {
      '200': terminatedSessionsSchema,
    },
    errors: [401, 403],
  },
  'api.accounts.passwords.update': {
    summary: 'Change the password',
    access: 'player',
    input: updatePasswordValidator,
    responses: {
      '200': closedObject({ otherSessionsEnded: { type: 'integer' } }),
    },
    errors: [400, 401, 429],
  },
  'api.accounts.history_entries.index': {
    summary: 'History of e-mail, password and 2FA changes',
    access: 'player',
    input: indexAccountHistoryValidator,
    responses: {
      '200': closedObject({
        data: arrayOf(
          closedObject({
            id: { type: 'integer' },
            target: { type: 'string' },
            action: { type: 'string' },
            ip: { type: 'string' },
            details: closedObject({ email: { type: 'string' } }, { optional: ['email'] }),
            createdAt: { type: 'string' },
            session: closedObject(
              {
                id: { type: 'string' },
                source: { type: 'string' },
                browser: { type: 'string' },
                system: { type: 'string' },
                ip: { type: 'string' },
              },
              { nullable: true }
            ),
          })
        ),
        meta: metaSchema,
      }),
    },
    errors: [400, 401],
  },
  'api.accounts.password_resets.store': {
    summary: 'Send a password reset link',
    access: 'optional',
    input: createPasswordResetValidator,
    responses: {
      '200': closedObject({ sent: { type: 'boolean' } }),
    },
    errors: [400, 429],
  },
  'api.accounts.password_restores.show': {
    summary: 'Check a password reset link',
    access: 'optional',
    input: showPasswordRestoreValidator,
    responses: {
      '200': closedObject({ valid: { type: 'boolean' }, expiresAt: { type: 'string' } }),
    },
    errors: [400, 429],
  },
  'api.accounts.password_restores.update': {
    summary: 'Set a new password with a reset link',
    access: 'optional',
    input: updatePasswordRestoreValidator,
    responses: {
      '200': closedObject({ changed: { type: 'boolean' } }),
    },
    errors: [400, 429],
  },
  'api.accounts.email_changes.show': {
    summary: 'The e-mail and its pending change',
    access: 'player',
    responses: { '200': emailChangeSchema },
    errors: [401],
  },
  'api.accounts.email_changes.store': {
    summary: 'Send a code to change or confirm the e-mail',
    access: 'player',
    input: createEmailChangeValidator,
    responses: {
      '200': closedObject({
        email: { type: 'string' },
        verified: { type: 'boolean' },
        verification: verificationSchema,
        change: closedObject({
          step: { type: 'string' },
          steps: arrayOf({ type: 'string' }),
          newEmail: { type: ['string', 'null'] },
          codeExpiresAt: { type: 'string' },
          resendAvailableAt: { type: 'string' },
        }),
      }),
    },
    errors: [400, 401, 409, 429],
  },
  'api.accounts.email_changes.update': {
    summary: 'Confirm the e-mail change with the code',
    access: 'player',
    input: updateEmailChangeValidator,
    responses: { '200': emailChangeSchema },
    errors: [400, 401, 429],
  },
  'api.accounts.email_verifications.store': {
    summary: 'Send the e-mail verification letter again',
    access: 'player',
    responses: {
      '200': closedObject({
        email: { type: 'string' },
        verified: { type: 'boolean' },
        verification: closedObject({ resendAvailableAt: { type: 'string' } }),
        change: emailChangeStepSchema,
      }),
    },
    errors: [401, 409, 429],
  },
  'api.accounts.oauth_links.destroy': {
    summary: 'Unlink a social login',
    access: 'player',
    input: destroyOauthLinkValidator,
    responses: {
      '200': authorizationMethodsSchema,
    },
    errors: [400, 401, 404, 409],
  },
  'api.accounts.oauth_links.index': {
    summary: 'Ways to log in: password, e-mail and linked providers',
    access: 'player',
    responses: { '200': authorizationMethodsSchema },
    errors: [401],
  },
  'api.accounts.oauth_links.update': {
    summary: 'Set a first password and unlink providers in one change (idempotent)',
    access: 'player',
    input: updateLoginMethodsValidator,
    responses: { '200': authorizationMethodsSchema },
    errors: [400, 401, 409, 429],
  },
  'api.accounts.oauth_logins.store': {
    summary: 'Log in or register with a social provider',
    access: 'optional',
    input: createOauthLoginValidator,
    responses: { '200': sessionCredentialsSchema },
    errors: [400, 409, 429],
  },
  'api.accounts.two_factor.store': {
    summary: 'Complete a login waiting for 2FA confirmation',
    access: 'optional',
    input: completeTwoFactorValidator,
    responses: { '200': sessionCredentialsSchema },
    errors: [400, 429],
  },
  'api.accounts.two_factor_settings.show': {
    summary: 'Two-factor settings',
    access: 'player',
    responses: {
      '200': twoFactorSettingsSchema,
    },
    errors: [401],
  },
  'api.accounts.two_factor_settings.destroy': {
    summary: 'Unlink the two-factor bot',
    access: 'player',
    responses: {
      '200': twoFactorSettingsSchema,
    },
    errors: [401, 404],
  },
  'api.accounts.telegram_updates.store': {
    summary: 'Telegram bot webhook',
    access: 'optional',
    responses: {
      '200': closedObject({ ok: { const: true } }),
    },
    errors: [403],
  },
  'api.accounts.vk_events.store': {
    summary: 'VK bot Callback API',
    access: 'optional',
    // The confirmation string or `ok`, as VK expects.
    media: 'text/plain',
    responses: { '200': { type: 'string' } },
    errors: [403],
  },
  'api.accounts.privacy.show': {
    summary: 'Profile privacy settings',
    access: 'player',
    responses: {
      '200': privacySettingsSchema,
    },
    errors: [401],
  },
  'api.accounts.privacy.update': {
    summary: 'Hide parts of the profile',
    access: 'player',
    input: updatePrivacyValidator,
    responses: {
      '200': privacySettingsSchema,
    },
    errors: [400, 401, 503],
  },
}
