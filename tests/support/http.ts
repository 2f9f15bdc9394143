import env from '#start/env'
import type { ApiRequest, ApiResponse } from '@japa/api-client'

/**
 * Sends cookies the way a browser returns the site's plain, unencoded
 * cookies (locale, region, access_id, access_token). The API client's own
 * cookie helpers sign or encode the value, which these cookies never are.
 */
export function withRawCookies<Request extends ApiRequest>(
  request: Request,
  cookies: Record<string, string>
): Request {
  for (const [name, value] of Object.entries(cookies)) request.cookiesJar[name] = { name, value }
  return request
}

export type SetCookie = {
  value: string
  maxAge?: number
  path?: string
  httpOnly: boolean
  sameSite?: string
}

/** A cookie the response sets, exactly as sent (the API client would try to decode it). */
export function rawSetCookie(response: ApiResponse, name: string): SetCookie | undefined {
  const headers = response.headers()['set-cookie'] as string[] | string | undefined
  for (const header of [headers ?? []].flat()) {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim())
    const separator = pair.indexOf('=')
    if (pair.slice(0, separator) !== name) continue
    const attribute = (key: string) =>
      attributes.find((item) => item.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1)
    const maxAge = attribute('max-age')
    return {
      value: decodeURIComponent(pair.slice(separator + 1)),
      maxAge: maxAge === undefined ? undefined : Number(maxAge),
      path: attribute('path'),
      httpOnly: attributes.some((item) => item.toLowerCase() === 'httponly'),
      sameSite: attribute('samesite'),
    }
  }
  return undefined
}

/** Seconds in `count` days, as a Max-Age attribute carries them. */
export function days(count: number) {
  return count * 24 * 60 * 60
}

/** An absolute URL on the test server, as a same-origin Referer carries it. */
export function siteUrl(path: string) {
  return `http://${env.get('HOST')}:${env.get('PORT')}${path}`
}
