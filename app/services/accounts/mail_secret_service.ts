import { createHmac, randomInt } from 'node:crypto'
import { appKey } from '#config/app'
import { generateCode } from '#domain/accounts/mail_codes'
import { hashSecretToken, newSecretToken } from '#data/secret_tokens'

/**
 * The secrets sent by mail and what is stored of them: only hashes (issue
 * #4). Link tokens are the shared bearer secrets (#data/secret_tokens); a
 * 6-digit code is keyed with APP_KEY and bound to its owner and purpose,
 * so a leaked table does not give the codes away by trying all million.
 */
export default class MailSecretService {
  newToken() {
    return newSecretToken()
  }

  tokenHash(token: string) {
    return hashSecretToken(token)
  }

  newCode() {
    return generateCode(randomInt)
  }

  /** `scope` names the owner and purpose, e.g. `email_change:42:current`. */
  codeHash(scope: string, code: string) {
    return createHmac('sha256', appKey.release()).update(`${scope}:${code}`).digest('hex')
  }
}
