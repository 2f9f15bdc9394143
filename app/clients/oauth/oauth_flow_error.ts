/**
 * Why a provider's answer cannot be used: `state` (forged, replayed or
 * expired state, PKCE verifier or nonce), `denied` (the player cancelled),
 * `invalid` (an answer outside the protocol or refused by the provider's
 * own check), `provider` (unreachable or failing). Services turn it into
 * the translated domain error.
 */
export class OauthFlowError extends Error {
  constructor(
    readonly problem: 'state' | 'denied' | 'invalid' | 'provider',
    options?: ErrorOptions
  ) {
    super(`OAuth flow refused: ${problem}`, options)
  }
}

/** The provider's profile of the player, as every driver returns it. */
export type ProviderProfile = {
  id: string
  name: string | null
  /** Only an address the provider says it verified. */
  email: string | null
}

/** How an API client finishes a flow it started itself (POST user/oauth/{provider}). */
export type ApiCallback = {
  /** The redirect URI the client used at the provider. */
  redirectUri: string
  /** The PKCE verifier the client generated. */
  codeVerifier: string | null
  /** VK ID: the `device_id` its callback carried. */
  deviceId?: string | null
}

/** What each OAuth login driver adds to Ally's: one verified profile. */
export interface ProfileDriver {
  /** Verifies the callback of the current request and reads the player's profile. */
  profile(): Promise<ProviderProfile>
  /** Switches to a flow the API client started: no state cookie, its own verifier and URI. */
  forApiClient(callback: ApiCallback): this
  /** Where the provider sends the player back in this request's language. */
  callbackUrl(): string
}

/** A JSON call to a provider with a time limit; any failure is a `provider` OauthFlowError. */
export async function providerJson(
  url: string,
  init: RequestInit & { timeoutMs: number }
): Promise<Record<string, any>> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs) })
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${new URL(url).host}`)
    const body = (await response.json()) as unknown
    if (typeof body !== 'object' || body === null) throw new Error('not a JSON object')
    return body as Record<string, any>
  } catch (error) {
    throw new OauthFlowError('provider', { cause: error })
  }
}

/**
 * Runs Ally's checks on an OAuth 2 callback, then the provider calls:
 * cancel → denied, state/PKCE mismatch → state, other errors → invalid,
 * failing calls → provider.
 */
export async function verifiedOauth2Call<T>(
  driver: {
    accessDenied(): boolean
    stateMisMatch(): boolean
    hasError(): boolean
  },
  call: () => Promise<T>
): Promise<T> {
  if (driver.accessDenied()) throw new OauthFlowError('denied')
  if (driver.stateMisMatch()) throw new OauthFlowError('state')
  if (driver.hasError()) throw new OauthFlowError('invalid')
  try {
    return await call()
  } catch (error) {
    if (error instanceof OauthFlowError) throw error
    // The token endpoint refuses a used or foreign code with a 4xx: a replay. Ally's client
    // throws ky errors (`response.status`); older ones threw got's (`response.statusCode`).
    const response = (error as { response?: { status?: number; statusCode?: number } }).response
    const status = response?.status ?? response?.statusCode
    const refused = typeof status === 'number' && status >= 400 && status < 500
    throw new OauthFlowError(refused ? 'invalid' : 'provider', { cause: error })
  }
}
