import { inject } from '@adonisjs/core'
import encryption from '@adonisjs/core/services/encryption'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import OauthIdentity from '#models/oauth_identity'
import ReferralService from '#services/economy/referral_service'
import LoginCompletionService, { type LoggedIn } from '#services/accounts/login_completion_service'
import type { ClientInput } from '#services/accounts/login_service'
import {
  OauthFlowError,
  type ApiCallback,
  type ProfileDriver,
} from '#clients/oauth/oauth_flow_error'
import { siteCallbackUrls } from '#config/ally'
import OauthCallbackException from '#exceptions/oauth_callback_exception'
import OauthProviderFailedException from '#exceptions/oauth_provider_failed_exception'
import OauthIdentityTakenException from '#exceptions/oauth_identity_taken_exception'
import OauthRegistrationExpiredException from '#exceptions/oauth_registration_expired_exception'
import OauthRegistrationRequiredException from '#exceptions/oauth_registration_required_exception'
import NicknameTakenException from '#exceptions/nickname_taken_exception'
import { uniqueViolation } from '#data/database_errors'
import { normalizeEmail } from '#domain/accounts/credentials'
import { sessionLabelsFor } from '#domain/accounts/user_agent'
import {
  LAUNCHER_BROWSER_LABEL,
  describeLauncherSystem,
  type LauncherSystemData,
} from '#domain/accounts/launcher_system'
import { DEFAULT_LOCALE } from '#domain/platform/locales'
import {
  isOauthProvider,
  suggestNickname,
  type OauthProfile,
  type OauthProvider,
} from '#domain/accounts/oauth'

/** A registration token lives this long: time to choose a nickname. */
const REGISTRATION_TTL = '15 minutes'
const REGISTRATION_PURPOSE = 'oauth_registration'

export type OauthClient = ClientInput & {
  source?: 'site' | 'launcher'
  /** The launcher's machine, labelling a launcher session (spec §7 systemData). */
  systemData?: LauncherSystemData
}

export type OauthSignIn =
  | ({ kind: 'logged_in' } & LoggedIn)
  | { kind: 'registration'; registrationToken: string; suggestedLogin: string | null }

export type ApiOauthLogin = OauthClient &
  Partial<ApiCallback> & {
    deviceId?: string | null
    registrationToken?: string
    login?: string
  }

export type OauthRegistration = OauthClient & {
  registrationToken: string
  /** The nickname (validated: game-name rules, free ignoring case). */
  login: string
  /** The code of the invitation the visitor came through (spec §2 `/r/{code}`). */
  referralCode?: string | null
}

/**
 * Logging in through a provider (spec §2 OAuth, §7 user/oauth/{provider}):
 * a linked identity opens a session; a new one gets a registration token
 * that, with a nickname and the accepted terms, creates the account.
 */
@inject()
export default class OauthService {
  constructor(
    private completion: LoginCompletionService,
    private referrals: ReferralService
  ) {}

  /**
   * The provider's verified profile for the callback of this request.
   * Throws OauthCallbackException (forged, replayed or cancelled: 400) or
   * OauthProviderFailedException (unreachable: 502); pages go to `pageRoute`.
   */
  async verifiedProfile(
    provider: OauthProvider,
    driver: ProfileDriver,
    pageRoute?: string
  ): Promise<OauthProfile> {
    try {
      const profile = await driver.profile()
      return {
        provider,
        providerUserId: profile.id,
        name: profile.name,
        email: profile.email ? normalizeEmail(profile.email) : null,
      }
    } catch (error) {
      if (!(error instanceof OauthFlowError)) throw error
      if (error.problem === 'provider') throw new OauthProviderFailedException(pageRoute)
      throw new OauthCallbackException(error.problem, pageRoute)
    }
  }

  /** Signs in the account the identity is linked to, or hands out a registration token. */
  async signIn(profile: OauthProfile, client: OauthClient): Promise<OauthSignIn> {
    const identity = await OauthIdentity.query()
      .where('provider', profile.provider)
      .where('provider_user_id', profile.providerUserId)
      .preload('user')
      .first()
    if (!identity) {
      return {
        kind: 'registration',
        registrationToken: this.registrationToken(profile),
        suggestedLogin: suggestNickname(profile.name),
      }
    }
    identity.lastLoginAt = DateTime.utc()
    await identity.save()
    return { kind: 'logged_in', ...(await this.openSession(identity.user, client)) }
  }

  /**
   * spec §7 POST user/oauth/{provider}: finishes a flow the API client
   * started (its code, redirect URI and PKCE verifier) and logs in; a new
   * identity throws OauthRegistrationRequiredException with a token, which
   * comes back with `login` to create the account.
   */
  async apiSignIn(
    provider: OauthProvider,
    driver: ProfileDriver,
    input: ApiOauthLogin
  ): Promise<LoggedIn> {
    if (input.registrationToken && input.login) {
      this.pendingProfile(input.registrationToken, provider)
      return this.register({
        ...input,
        registrationToken: input.registrationToken,
        login: input.login,
      })
    }
    if (
      input.redirectUri !== undefined &&
      !siteCallbackUrls(provider).includes(input.redirectUri)
    ) {
      throw new OauthCallbackException('invalid')
    }
    driver.forApiClient({
      redirectUri: input.redirectUri ?? driver.callbackUrl(),
      codeVerifier: input.codeVerifier ?? null,
      deviceId: input.deviceId ?? null,
    })
    const result = await this.signIn(await this.verifiedProfile(provider, driver), input)
    if (result.kind === 'logged_in') return result
    const { registrationToken, suggestedLogin } = result
    throw new OauthRegistrationRequiredException({ registrationToken, suggestedLogin })
  }

  /** The profile a registration token carries; throws OauthRegistrationExpiredException. */
  pendingProfile(registrationToken: string, provider?: OauthProvider): OauthProfile {
    const profile = encryption.decrypt<OauthProfile>(registrationToken, REGISTRATION_PURPOSE)
    if (
      !profile ||
      !isOauthProvider(profile.provider) ||
      (provider && provider !== profile.provider)
    ) {
      throw new OauthRegistrationExpiredException()
    }
    return profile
  }

  /**
   * Creates the account of a new identity with its first session. The
   * provider's verified e-mail becomes the account's when no account has it
   * (never a link to that account: the player may not own it here). A
   * second use of the token finds the identity taken (409), a raced
   * nickname throws NicknameTakenException (409).
   */
  async register(input: OauthRegistration) {
    const profile = this.pendingProfile(input.registrationToken)
    const emailFree = profile.email !== null && !(await User.findBy('email', profile.email))

    let user: User
    try {
      user = await db.transaction(async (trx) => {
        const created = await User.create(
          {
            nickname: input.login,
            email: emailFree ? profile.email : null,
            emailVerifiedAt: emailFree ? DateTime.utc() : null,
            password: null,
          },
          { client: trx }
        )
        await OauthIdentity.create(
          {
            userId: created.id,
            provider: profile.provider,
            providerUserId: profile.providerUserId,
            name: profile.name,
            email: profile.email,
            lastLoginAt: DateTime.utc(),
          },
          { client: trx }
        )
        return created
      })
    } catch (error) {
      const constraint = uniqueViolation(error)
      if (constraint?.includes('nickname')) throw new NicknameTakenException()
      if (constraint?.includes('provider')) throw new OauthIdentityTakenException(profile.provider)
      throw error
    }
    await this.referrals.bind(user, input.referralCode)
    return this.openSession(user, input)
  }

  private registrationToken(profile: OauthProfile) {
    return encryption.encrypt(profile, REGISTRATION_TTL, REGISTRATION_PURPOSE)
  }

  /** The bot confirms a login through a provider like any other (spec §8 -7). */
  private openSession(user: User, client: OauthClient) {
    const labels = client.systemData
      ? { browser: LAUNCHER_BROWSER_LABEL, system: describeLauncherSystem(client.systemData) }
      : sessionLabelsFor(client)
    return this.completion.open(user, {
      source: client.source ?? 'site',
      ...labels,
      ip: client.ip,
      locale: client.locale ?? DEFAULT_LOCALE,
    })
  }
}
