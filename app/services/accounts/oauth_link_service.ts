import { inject } from '@adonisjs/core'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import OauthIdentity from '#models/oauth_identity'
import AccountHistoryService from '#services/accounts/account_history_service'
import PasswordService from '#services/accounts/password_service'
import PasswordAlreadySetException from '#exceptions/password_already_set_exception'
import WrongCurrentPasswordException from '#exceptions/wrong_current_password_exception'
import OauthIdentityTakenException from '#exceptions/oauth_identity_taken_exception'
import OauthAlreadyLinkedException from '#exceptions/oauth_already_linked_exception'
import OauthNotLinkedException from '#exceptions/oauth_not_linked_exception'
import OnlyLoginMethodException from '#exceptions/only_login_method_exception'
import { uniqueViolation } from '#data/database_errors'
import { enabledOauthProviders } from '#config/oauth'
import type { OauthProfile, OauthProvider } from '#domain/accounts/oauth'
import type { PlayerActor } from '#data/actor'

export type OauthLinks = {
  hasPassword: boolean
  email: string | null
  identities: OauthIdentity[]
  /** Providers set up on this site (the others are hidden). */
  providers: OauthProvider[]
}

type Actor = Pick<PlayerActor, 'user' | 'session' | 'ip'>

/** `cabinet/authorization/update`: a first password and the providers to stop logging in with. */
export type LoginMethodsUpdate = { password?: string; unlink: readonly OauthProvider[] }

/**
 * Cabinet → authorization (spec §2, §5): the ways to log in, linking and
 * unlinking a provider. Links and unlinks are written to the account history
 * under `password` (the ways to log in), actions `oauth_linked` / `oauth_unlinked`.
 */
@inject()
export default class OauthLinkService {
  constructor(
    private history: AccountHistoryService,
    private passwords: PasswordService
  ) {}

  /** The password, the e-mail and the linked providers of the account. */
  async methods(user: User): Promise<OauthLinks> {
    const identities = await OauthIdentity.query().where('user_id', user.id).orderBy('created_at')
    return {
      hasPassword: user.password !== null,
      email: user.email,
      identities,
      providers: enabledOauthProviders(),
    }
  }

  /**
   * Links the provider account to the player. Linking the same identity
   * again changes nothing; an identity of another player throws
   * OauthIdentityTakenException, a second identity of the same provider
   * OauthAlreadyLinkedException (409 both; the unique indexes settle races), whose page
   * is `pageRoute` (the cabinet tab that started the link).
   */
  async link(actor: Actor, profile: OauthProfile, pageRoute?: string) {
    const existing = await OauthIdentity.query()
      .where('provider', profile.provider)
      .where('provider_user_id', profile.providerUserId)
      .first()
    if (existing?.userId === actor.user.id) return existing
    if (existing) throw new OauthIdentityTakenException(profile.provider, pageRoute)

    let identity: OauthIdentity
    try {
      identity = await OauthIdentity.create({
        userId: actor.user.id,
        provider: profile.provider,
        providerUserId: profile.providerUserId,
        name: profile.name,
        email: profile.email,
        lastLoginAt: null,
      })
    } catch (error) {
      const constraint = uniqueViolation(error)
      if (constraint?.includes('user_id'))
        throw new OauthAlreadyLinkedException(profile.provider, pageRoute)
      if (constraint !== null) throw new OauthIdentityTakenException(profile.provider, pageRoute)
      throw error
    }
    await this.record(actor, 'oauth_linked', profile.provider)
    return identity
  }

  /**
   * Unlinks the provider. spec §5: the only way to log in (no password, no
   * other provider) throws OnlyLoginMethodException; an unlinked provider
   * OauthNotLinkedException. The account row is locked, so two unlinks at
   * once cannot leave it without a way in.
   */
  async unlink(actor: Actor, provider: OauthProvider) {
    await db.transaction(async (trx) => {
      const user = await User.query({ client: trx })
        .where('id', actor.user.id)
        .forUpdate()
        .firstOrFail()
      const identities = await OauthIdentity.query({ client: trx }).where('user_id', user.id)
      const identity = identities.find((one) => one.provider === provider)
      if (!identity) throw new OauthNotLinkedException(provider)
      if (user.password === null && identities.length === 1) throw new OnlyLoginMethodException()
      await identity.useTransaction(trx).delete()
    })
    await this.record(actor, 'oauth_unlinked', provider)
  }

  /**
   * spec §7 `cabinet/authorization/update`, spec §5: sets the first password and unlinks
   * providers in one change, so the only provider can go once a password replaces it.
   * Idempotent: a provider not linked is already off, and the password the account has
   * already is no change; another password throws PasswordAlreadySetException (the
   * password tab changes it), counted with the wrong current passwords. Leaving no way
   * in throws OnlyLoginMethodException and changes nothing.
   */
  async update(actor: Actor, input: LoginMethodsUpdate) {
    const { password } = input
    if (password !== undefined && actor.user.password !== null) {
      await this.passwords.verifyCurrent(actor.user, password).catch((error: unknown) => {
        throw error instanceof WrongCurrentPasswordException
          ? new PasswordAlreadySetException()
          : error
      })
    }
    const firstPassword =
      password !== undefined && actor.user.password === null ? await hash.make(password) : null

    const unlinked = await db.transaction(async (trx) => {
      const user = await User.query({ client: trx })
        .where('id', actor.user.id)
        .forUpdate()
        .firstOrFail()
      // Another request set a password since the check above: this one must be it.
      if (firstPassword && user.password !== null && !(await hash.verify(user.password, password!)))
        throw new PasswordAlreadySetException()
      const setsPassword = firstPassword !== null && user.password === null
      const identities = await OauthIdentity.query({ client: trx }).where('user_id', user.id)
      const gone = identities.filter((one) => input.unlink.includes(one.provider))
      if (user.password === null && !setsPassword && gone.length === identities.length)
        throw new OnlyLoginMethodException()
      if (setsPassword) {
        user.password = firstPassword
        await user.save()
      }
      const ids = gone.map((one) => one.id)
      if (ids.length > 0) await OauthIdentity.query({ client: trx }).whereIn('id', ids).delete()
      return { setsPassword, providers: gone.map((one) => one.provider) }
    })

    if (unlinked.setsPassword) {
      await this.history.record({
        user: actor.user,
        target: 'password',
        action: 'password_set',
        session: actor.session,
        ip: actor.ip,
        details: { otherSessionsEnded: '0' },
      })
    }
    for (const provider of unlinked.providers) await this.record(actor, 'oauth_unlinked', provider)
    await actor.user.refresh()
    return this.methods(actor.user)
  }

  private record(actor: Actor, action: string, provider: OauthProvider) {
    return this.history.record({
      user: actor.user,
      target: 'password',
      action,
      session: actor.session,
      ip: actor.ip,
      details: { provider },
    })
  }
}
