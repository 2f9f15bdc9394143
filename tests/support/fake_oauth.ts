/*
| Fake identity providers on 127.0.0.1 speaking the real protocols, at the
| addresses .env.test gives the app (GOOGLE_*, VKID_*, YANDEX_*, STEAM_*):
| oauth2-mock-server for Google (OIDC with PKCE and nonce), VK ID (its
| token path and a POST user_info) and Yandex ID (its /info profile), and a
| small OpenID 2.0 provider for Steam that signs assertions, answers
| check_authentication and refuses a nonce it has seen.
*/
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server'
import env from '#start/env'

export type FakeUser = { id: string; name: string; email?: string | null }

type Handler = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>

function listen(url: string, handle: (req: IncomingMessage, res: ServerResponse) => unknown) {
  const { hostname, port } = new URL(url)
  const server = createServer((req, res) => {
    Promise.resolve(handle(req, res)).catch(() => {
      res.statusCode = 500
      res.end()
    })
  })
  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject)
    server.listen(Number(port), hostname, () => resolve(server))
  })
}

async function readForm(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** An OAuth 2 / OIDC provider: the mock's endpoints, plus `extra` routes tried first. */
class FakeOauth2Provider {
  user: FakeUser = { id: '1001', name: 'Sakura Mage', email: 'sakura@example.com' }
  /** Token requests seen, as forms (to assert PKCE, device_id, …). */
  readonly tokenRequests: Record<string, unknown>[] = []
  readonly service: OAuth2Service
  private server: Server | null = null

  constructor(
    readonly baseUrl: string,
    endpoints: Partial<Record<'authorize' | 'token' | 'userinfo', string>>,
    private extra: Handler = () => false
  ) {
    const issuer = new OAuth2Issuer()
    issuer.url = baseUrl
    this.service = new OAuth2Service(issuer, endpoints)
    this.service.on('beforeResponse', (_response, req) => {
      this.tokenRequests.push({ ...(req.body as Record<string, unknown>) })
    })
  }

  async start() {
    await this.service.issuer.keys.generate('RS256')
    this.server = await listen(this.baseUrl, async (req, res) => {
      if (await this.extra(req, res)) return
      this.service.requestHandler(req, res)
    })
  }

  stop() {
    return new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve()
    )
  }
}

const baseOf = (url: string) => new URL(url).origin

/** Google: OIDC userinfo `{sub, name, email, email_verified}`. */
export function fakeGoogle() {
  const provider = new FakeOauth2Provider(baseOf(env.get('GOOGLE_TOKEN_URL')!), {})
  provider.service.on('beforeUserinfo', (response) => {
    const { user } = provider
    response.body = { sub: user.id, name: user.name, email: user.email, email_verified: true }
  })
  return provider
}

/** Yandex ID: `/info` answers `{id, login, display_name, default_email}`. */
export function fakeYandex() {
  const provider = new FakeOauth2Provider(baseOf(env.get('YANDEX_OAUTH_URL')!), {
    userinfo: '/info',
  })
  provider.service.on('beforeUserinfo', (response) => {
    const { user } = provider
    response.body = {
      id: user.id,
      login: user.name.replace(/\s+/g, '_'),
      display_name: user.name,
      default_email: user.email,
    }
  })
  return provider
}

/** VK ID: token at /oauth2/auth (needs device_id), profile by POST /oauth2/user_info. */
export function fakeVkId() {
  const provider: FakeOauth2Provider = new FakeOauth2Provider(
    env.get('VKID_BASE_URL')!,
    { token: '/oauth2/auth' },
    async (req, res) => {
      if (req.method !== 'POST' || req.url !== '/oauth2/user_info') return false
      const form = await readForm(req)
      if (!form.get('access_token') || !form.get('client_id')) {
        json(res, 400, { error: 'invalid_request' })
        return true
      }
      const { user } = provider
      const [first, ...last] = user.name.split(' ')
      json(res, 200, {
        user: { user_id: user.id, first_name: first, last_name: last.join(' '), email: user.email },
      })
      return true
    }
  )
  // VK ID names the device the player signed in on; the token exchange must send it back.
  provider.service.on('beforeAuthorizeRedirect', (redirect) => {
    redirect.url.searchParams.set('device_id', 'fake-device')
  })
  provider.service.on('beforeResponse', (response, req) => {
    const body = req.body as Record<string, unknown>
    if (!body.device_id) {
      response.statusCode = 400
      response.body = { error: 'invalid_request', error_description: 'device_id required' }
      return
    }
    ;(response.body as Record<string, unknown>).user_id = Number(provider.user.id)
  })
  return provider
}

const OPENID_NS = 'http://specs.openid.net/auth/2.0'
const SIGNED = [
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
]

/** Steam: OpenID 2.0 at /openid/login and the Web API's GetPlayerSummaries. */
export class FakeSteam {
  user: FakeUser = { id: '76561198000000001', name: 'Kirigaya' }
  readonly checkRequests: string[] = []
  private readonly secret = randomBytes(32)
  private readonly usedNonces = new Set<string>()
  private server: Server | null = null
  readonly openidUrl = env.get('STEAM_OPENID_URL')!
  readonly apiUrl = env.get('STEAM_API_URL')!

  /** The signature Steam puts on an assertion: HMAC-SHA256 over the signed fields' key-value form. */
  sign(fields: Record<string, string>) {
    const text = SIGNED.map((key) => `${key}:${fields[`openid.${key}`] ?? ''}\n`).join('')
    return createHmac('sha256', this.secret).update(text).digest('base64')
  }

  /** The id_res assertion Steam sends back to `return_to`. */
  assertion(returnTo: string, steamId = this.user.id) {
    const claimed = `https://steamcommunity.com/openid/id/${steamId}`
    const fields: Record<string, string> = {
      'openid.ns': OPENID_NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': `${this.openidUrl}/login`,
      'openid.claimed_id': claimed,
      'openid.identity': claimed,
      'openid.return_to': returnTo,
      'openid.response_nonce': `${new Date().toISOString().slice(0, 19)}Z${randomBytes(6).toString('hex')}`,
      'openid.assoc_handle': '1234567890',
      'openid.signed': SIGNED.join(','),
    }
    fields['openid.sig'] = this.sign(fields)
    return fields
  }

  async start() {
    const login = new URL(`${this.openidUrl}/login`).pathname
    this.server = await listen(this.apiUrl, async (req, res) => {
      const url = new URL(req.url ?? '/', this.apiUrl)
      if (req.method === 'GET' && url.pathname === login) {
        const returnTo = url.searchParams.get('openid.return_to')
        if (url.searchParams.get('openid.mode') !== 'checkid_setup' || !returnTo) {
          return json(res, 400, { error: 'bad request' })
        }
        const target = new URL(returnTo)
        for (const [key, value] of Object.entries(this.assertion(returnTo))) {
          target.searchParams.set(key, value)
        }
        res.writeHead(302, { location: target.href })
        return res.end()
      }
      if (req.method === 'POST' && url.pathname === login) {
        const form = await readForm(req)
        this.checkRequests.push(form.toString())
        const fields = Object.fromEntries(form)
        const nonce = fields['openid.response_nonce'] ?? ''
        const valid =
          fields['openid.mode'] === 'check_authentication' &&
          fields['openid.sig'] === this.sign(fields) &&
          !this.usedNonces.has(nonce)
        if (valid) this.usedNonces.add(nonce)
        res.writeHead(200, { 'content-type': 'text/plain' })
        return res.end(`ns:${OPENID_NS}\nis_valid:${valid}\n`)
      }
      if (req.method === 'GET' && url.pathname === '/ISteamUser/GetPlayerSummaries/v2/') {
        if (url.searchParams.get('key') !== env.get('STEAM_API_KEY')) return json(res, 403, {})
        const id = url.searchParams.get('steamids')
        const players = id === this.user.id ? [{ steamid: id, personaname: this.user.name }] : []
        return json(res, 200, { response: { players } })
      }
      json(res, 404, {})
    })
  }

  stop() {
    return new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve()
    )
  }
}

/** The PKCE challenge of a verifier (S256), as a client sends it. */
export function pkceChallenge(verifier: string) {
  return createHash('sha256').update(verifier).digest('base64url')
}

/** All four fake providers, started together. */
export async function startFakeProviders() {
  const peers = {
    google: fakeGoogle(),
    vkid: fakeVkId(),
    yandex: fakeYandex(),
    steam: new FakeSteam(),
  }
  await Promise.all(Object.values(peers).map((peer) => peer.start()))
  return {
    ...peers,
    stop: async () => {
      await Promise.all(Object.values(peers).map((peer) => peer.stop()))
    },
  }
}

export type FakeProviders = Awaited<ReturnType<typeof startFakeProviders>>
