import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto'
import env from '#start/env'
import { canonicalJson } from '#domain/platform/canonical_json'
import LauncherSigningKeyMissingException from '#exceptions/launcher_signing_key_missing_exception'

/*
| What the site signs for the launcher (docs/decisions.md "Launcher builds
| and signatures"): Ed25519 over the canonical JSON of a payload, with the
| private key of LAUNCHER_SIGNING_KEY (base64 PKCS#8 DER). The launcher
| holds the public key (`node ace launcher:key` prints both).
*/

export type Signed<T> = { payload: T; signature: string; publicKey: string }

let cached: { source: string; privateKey: KeyObject; publicKey: KeyObject } | null = null

function keys() {
  const source = env.get('LAUNCHER_SIGNING_KEY') ?? ''
  if (!source) throw new LauncherSigningKeyMissingException()
  if (cached?.source !== source) {
    const privateKey = createPrivateKey({
      key: Buffer.from(source, 'base64'),
      format: 'der',
      type: 'pkcs8',
    })
    cached = { source, privateKey, publicKey: createPublicKey(privateKey) }
  }
  return cached
}

/** The public key as base64 SPKI DER, as the launcher embeds it. */
export function launcherPublicKey() {
  return keys().publicKey.export({ format: 'der', type: 'spki' }).toString('base64')
}

/** Whether a signing key is configured (the manifest and debugger need one). */
export function canSign() {
  return Boolean(env.get('LAUNCHER_SIGNING_KEY'))
}

/** Signs a payload; throws LauncherSigningKeyMissingException (503) without a key. */
export function signForLauncher<T>(payload: T): Signed<T> {
  const { privateKey } = keys()
  const signature = sign(null, Buffer.from(canonicalJson(payload)), privateKey).toString('base64')
  return { payload, signature, publicKey: launcherPublicKey() }
}

/** Checks a signature the way the launcher does, with a base64 SPKI public key. */
export function verifyForLauncher(payload: unknown, signature: string, publicKey: string) {
  const key = createPublicKey({
    key: Buffer.from(publicKey, 'base64'),
    format: 'der',
    type: 'spki',
  })
  return verify(null, Buffer.from(canonicalJson(payload)), key, Buffer.from(signature, 'base64'))
}
