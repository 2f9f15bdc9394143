import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto'
import { appKey } from '#config/app'
import { generateCode } from '#domain/accounts/mail_codes'

/**
 * The secrets sent by mail and what is stored of them: only hashes (issue
 * #4). Link tokens carry 256 random bits, so a plain SHA-256 suffices; a
 * 6-digit code is keyed with APP_KEY and bound to its owner and purpose,
 * so a leaked table does not give the codes away by trying all million.
 */
export default class MailSecretService {
  newToken() {
    const token = randomBytes(32).toString('base64url')
    return { token, hash: this.tokenHash(token) }
  }

  tokenHash(token: string) {
    return createHash('sha256').update(token).digest('hex')
  }

  newCode() {
    return generateCode(randomInt)
  }

  /** `scope` names the owner and purpose, e.g. `email_change:42:current`. */
  codeHash(scope: string, code: string) {
    return createHmac('sha256', appKey.release()).update(`${scope}:${code}`).digest('hex')
  }
}
