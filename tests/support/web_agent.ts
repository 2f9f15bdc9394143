import { siteUrl } from '#tests/support/http'

/**
 * A browser in miniature for multi-hop flows through other hosts (OAuth):
 * keeps the cookies each host sets, follows nothing on its own, and sends
 * the fetch metadata of a same-origin form so the site's CSRF check passes.
 * URLs on APP_URL's host are sent to the test server.
 */
export class WebAgent {
  readonly cookies = new Map<string, string>()

  private resolve(url: string) {
    const target = new URL(url, siteUrl('/'))
    if (target.host === 'localhost:3333') return siteUrl(target.pathname + target.search)
    return target.href
  }

  private store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      const expired = attributes.some((item) => /max-age=0\b|expires=thu, 01 jan 1970/i.test(item))
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  /** One request; the answer's cookies are kept (on the site and the fake providers alike). */
  async request(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    if (cookie) headers.set('cookie', cookie)
    headers.set('sec-fetch-site', 'same-origin')
    const response = await fetch(this.resolve(url), { ...init, headers, redirect: 'manual' })
    this.store(response)
    return response
  }

  /** A form post, as a page's native form sends it. */
  post(url: string, fields: Record<string, string>) {
    return this.request(url, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  }

  /** The redirect target of an answer, as a path on the site or a full URL elsewhere. */
  static location(response: Response) {
    const location = response.headers.get('location')
    if (!location) throw new Error(`Expected a redirect, got ${response.status}`)
    return location
  }

  /**
   * A provider round trip: the site's start URL → the provider's page →
   * back to the site's callback; answers the callback's response.
   */
  async signInThrough(startUrl: string, init?: RequestInit) {
    const start = await this.request(startUrl, init)
    const atProvider = await this.request(WebAgent.location(start))
    const callbackUrl = WebAgent.location(atProvider)
    return { callbackUrl, response: await this.request(callbackUrl) }
  }
}
