import vine from '@vinejs/vine'
import { freeNicknameRule, passwordRule, sessionLabelRule } from '#validators/accounts/credentials'
import { OAUTH_LINK_RETURNS, OAUTH_PROVIDERS } from '#domain/accounts/oauth'

/** The nickname page after a new identity's callback: nickname and the accepted terms. */
export const createOauthRegistrationValidator = vine.create({
  login: freeNicknameRule(),
  acceptTerms: vine.accepted(),
})

/**
 * POST user/oauth/{provider} (docs/api.md): either the provider's answer to
 * a flow the client started (`code` with its `redirectUri` and PKCE
 * `codeVerifier`, VK ID's `deviceId`; Steam's `openid` fields), or a
 * registration token with the chosen nickname and the accepted terms.
 */
export const createOauthLoginValidator = vine.create({
  code: vine.string().maxLength(2048).optional(),
  redirectUri: vine.string().url({ require_tld: false }).maxLength(2048).optional(),
  codeVerifier: vine.string().minLength(43).maxLength(128).optional(),
  deviceId: vine.string().maxLength(256).optional(),
  openid: vine.record(vine.string().maxLength(2048)).optional(),
  registrationToken: vine.string().maxLength(4096).optional(),
  login: freeNicknameRule().optional().requiredIfExists('registrationToken'),
  acceptTerms: vine.accepted().optional().requiredIfExists('registrationToken'),
  browser: sessionLabelRule(),
  system: sessionLabelRule(),
})

/** POST user/oauth/unlink and the cabinet's unlink button: which provider. */
export const destroyOauthLinkValidator = vine.create({
  provider: vine.enum([...OAUTH_PROVIDERS, 'vk'] as const),
})

/** The cabinet's link button: the cabinet tab the player returns to after the consent page. */
export const createOauthLinkValidator = vine.create({
  returnTo: vine.enum(OAUTH_LINK_RETURNS).optional(),
})

/**
 * spec §7 `POST cabinet/authorization/update`: a first password (with its repeat) and the
 * providers to unlink (`vk` is VK ID, as in `user/oauth/{provider}`); one of them at least.
 */
export const updateLoginMethodsValidator = vine.create({
  password: passwordRule()
    .confirmed({ as: 'passwordConfirmation' })
    .optional()
    .requiredIfMissing('unlink'),
  unlink: vine
    .array(vine.enum([...OAUTH_PROVIDERS, 'vk'] as const))
    .maxLength(OAUTH_PROVIDERS.length + 1)
    .optional(),
})
