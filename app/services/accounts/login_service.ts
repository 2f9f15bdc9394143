import { randomBytes } from 'node:crypto'
import { inject } from '@adonisjs/core'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import CaptchaService from '#services/accounts/captcha_service'
import LoginCompletionService, { type LoggedIn } from '#services/accounts/login_completion_service'
import InvalidCredentialsException from '#exceptions/invalid_credentials_exception'
import { parseLogin } from '#domain/accounts/credentials'
import { sessionLabelsFor } from '#domain/accounts/user_agent'
import {
  LAUNCHER_BROWSER_LABEL,
  describeLauncherSystem,
  type LauncherSystemData,
} from '#domain/accounts/launcher_system'
import { DEFAULT_LOCALE } from '#domain/platform/locales'
import type { Actor } from '#data/actor'

export type ClientInput = Pick<Actor, 'ip' | 'locale'> & {
  userAgent?: Actor['userAgent']
  /** Labels an API client reports (spec §7); else parsed from the user agent. */
  browser?: string | null
  system?: string | null
}

export type LoginInput = ClientInput & {
  /** Nickname or e-mail, any case (spec §7). */
  login: string
  password: string
  recaptcha?: string | null
}

export type LauncherLoginInput = {
  login: string
  password: string
  recaptcha?: string | null
  ip: string
  locale?: string
  systemData: LauncherSystemData
}

/**
 * What the login limit counts attempts under (start/limiter.ts): the account
 * the login names, by nickname or e-mail alike, else the login text itself
 * (case and spaces ignored), so an unknown login gets the same budget as a
 * known one.
 */
export async function loginAttemptKey(login: unknown) {
  if (typeof login !== 'string') return 'login_'
  const key = parseLogin(login)
  const user = key ? await User.query().where(key.column, key.value).select('id').first() : null
  return user ? `user_${user.id}` : `login_${login.trim().toLowerCase().slice(0, 254)}`
}

/**
 * A hash of a random password, verified against when the login names no
 * account (or one without a password), so a miss costs as long as a hit.
 */
let dummyHash: Promise<string> | undefined
function dummyPasswordHash() {
  dummyHash ??= hash.make(randomBytes(16).toString('hex'))
  return dummyHash
}

/** Logging in with a password (spec §4, §7): on the site, through the API and from the launcher. */
@inject()
export default class LoginService {
  constructor(
    private captcha: CaptchaService,
    private completion: LoginCompletionService
  ) {}

  /**
   * The account the login and password belong to. Unknown logins, wrong
   * passwords and accounts without a password (OAuth only) all throw the
   * same InvalidCredentialsException after the same hash work, so neither
   * the answer nor its timing tells whether an account exists.
   */
  async verifyCredentials(login: string, password: string): Promise<User> {
    const key = parseLogin(login)
    const user = key ? await User.query().where(key.column, key.value).first() : null
    const storedHash = user?.password ?? (await dummyPasswordHash())
    const matches = await hash.verify(storedHash, password)
    if (!user?.password || !matches) throw new InvalidCredentialsException()

    if (hash.needsReHash(user.password)) {
      user.password = await hash.make(password)
      await user.save()
    }
    return user
  }

  /**
   * Site or API login: checks the captcha and the credentials, opens a site
   * session; with a bot linked throws TwoFactorRequiredException (-7) first.
   */
  async login(input: LoginInput): Promise<LoggedIn> {
    await this.captcha.verify(input.recaptcha, input.ip)
    const user = await this.verifyCredentials(input.login, input.password)
    return this.completion.open(user, {
      source: 'site',
      ...sessionLabelsFor(input),
      ip: input.ip,
      locale: input.locale ?? DEFAULT_LOCALE,
    })
  }

  /** Launcher login (spec §7 launcher/auth): a launcher session labelled with the machine. */
  async loginLauncher(input: LauncherLoginInput): Promise<LoggedIn> {
    await this.captcha.verify(input.recaptcha, input.ip)
    const user = await this.verifyCredentials(input.login, input.password)
    return this.openLauncherSession(user, input)
  }

  /**
   * spec §7 launcher/auth/token: a player already logged in (site or
   * launcher session) gets a new launcher session for this machine; the
   * bot confirms it like any login (issue #12).
   */
  async openLauncherSession(
    user: User,
    input: { ip: string; locale?: string; systemData: LauncherSystemData }
  ): Promise<LoggedIn> {
    return this.completion.open(user, {
      source: 'launcher',
      browser: LAUNCHER_BROWSER_LABEL,
      system: describeLauncherSystem(input.systemData),
      ip: input.ip,
      locale: input.locale ?? DEFAULT_LOCALE,
    })
  }
}
