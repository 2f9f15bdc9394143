import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import i18nManager from '@adonisjs/i18n/services/main'

/** Server-only namespaces stay off the pages. */
const SERVER_ONLY = ['validator.', 'mail.']

export type TranslationBundle = {
  /**
   * The messages pages use, as the file's JSON text, for the server render.
   * A string passes through Inertia's props as is; as an object, its 1 400
   * keys were copied by the props serializer on every render, 15 % of a
   * logged-in page's CPU (#8). The render parses it once per bundle.
   */
  text: string
  /** Content hash: the bundle's URL changes whenever a message does. */
  version: string
  file: string
  identity: Buffer
  br: Buffer
  gzip: Buffer
}

/**
 * The page translations of a language as one static JSON file (#8): the
 * browser fetches it once under a hashed name and caches it for good, so
 * no page carries its translations. Built and compressed once per process.
 */
export default class TranslationBundleService {
  static #bundles = new Map<string, TranslationBundle>()

  bundle(locale: string): TranslationBundle {
    let bundle = TranslationBundleService.#bundles.get(locale)
    if (!bundle) {
      const messages = Object.fromEntries(
        Object.entries(i18nManager.getTranslationsFor(locale)).filter(
          ([key]) => !SERVER_ONLY.some((prefix) => key.startsWith(prefix))
        )
      )
      const text = JSON.stringify(messages)
      const identity = Buffer.from(text)
      const version = createHash('sha256').update(identity).digest('base64url').slice(0, 16)
      bundle = {
        text,
        version,
        file: `${locale}.${version}.json`,
        identity,
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(identity, { level: 9 }),
      }
      TranslationBundleService.#bundles.set(locale, bundle)
    }
    return bundle
  }
}
