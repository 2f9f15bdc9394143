import { createHash } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'

/** Whether an If-None-Match header (a list, maybe weak tags, or `*`) names this tag. */
export function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

/** Bytes and tag of a body; a body object sent again (a memoized snapshot) is not encoded again. */
const encoded = new WeakMap<object, { json: string; etag: string }>()

function encode(body: object) {
  let entry = encoded.get(body)
  if (!entry) {
    const json = JSON.stringify(body)
    entry = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` }
    encoded.set(body, entry)
  }
  return entry
}

/**
 * Sends a JSON body with a strong ETag of its bytes, or 304 without a body
 * when the client already holds them: every open tab polls monitoring every
 * 5 s, and most polls change nothing. `no-cache`: reuse only after asking.
 */
export function sendWithEtag({ request, response }: HttpContext, body: object) {
  const { json, etag } = encode(body)
  response.header('ETag', etag)
  response.header('Cache-Control', 'no-cache')
  if (matchesEtag(request.header('if-none-match'), etag)) {
    response.status(304)
    return response.send('')
  }
  response.header('Content-Type', 'application/json; charset=utf-8')
  return response.send(json)
}
