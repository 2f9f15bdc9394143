import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import LegacyAccessToken from '#models/legacy_access_token'
import SessionTokenService, {
  type SessionCredentials,
} from '#services/accounts/session_token_service'
import LegacyTokenInvalidException from '#exceptions/legacy_token_invalid_exception'
import { parseLogin } from '#domain/accounts/credentials'
import { sessionLabelsFor } from '#domain/accounts/user_agent'
import { hashSecretToken } from '#data/secret_tokens'

export type LegacyExchangeInput = {
  /** The cached legacy login: nickname or e-mail. */
  login: string
  /** The legacy access token (header Access-Token). */
  token: string
  ip: string
  userAgent?: string | null
  browser?: string | null
  system?: string | null
}

/** spec §4: a legacy cached login plus access token is exchanged once for new credentials. */
@inject()
export default class LegacyTokenService {
  constructor(private sessions: SessionTokenService) {}

  /**
   * Marks the legacy token used and opens a site session. The mark is one
   * conditional UPDATE (`exchanged_at IS NULL`), so of two concurrent uses
   * only one wins. Throws LegacyTokenInvalidException (401) for an unknown
   * login, a wrong token or a token already exchanged.
   */
  async exchange(input: LegacyExchangeInput): Promise<SessionCredentials & { user: User }> {
    const key = parseLogin(input.login)
    const user = key ? await User.query().where(key.column, key.value).first() : null
    if (!user) throw new LegacyTokenInvalidException()

    const now = DateTime.utc().toFormat(db.connection().dialect.dateTimeFormat)
    const affected = await db
      .from(LegacyAccessToken.table)
      .where('user_id', user.id)
      .where('token_hash', hashSecretToken(input.token))
      .whereNull('exchanged_at')
      .update({ exchanged_at: now, updated_at: now })
    if (Number(affected) !== 1) throw new LegacyTokenInvalidException()

    const credentials = await this.sessions.create(user, {
      source: 'site',
      ...sessionLabelsFor(input),
      ip: input.ip,
    })
    return { user, accessId: credentials.accessId, accessToken: credentials.accessToken }
  }
}
