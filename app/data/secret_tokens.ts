import { createHash, randomBytes } from 'node:crypto'

/*
| Bearer secrets (session tokens, mailed links, legacy tokens): 256 random
| bits, of which only the SHA-256 is stored. A plain hash suffices because
| the secret cannot be guessed.
*/

/** The SHA-256 (hex) of a secret token: what the tables store. */
export function hashSecretToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** A fresh secret token and its stored hash. */
export function newSecretToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashSecretToken(token) }
}
