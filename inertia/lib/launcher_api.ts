import type {
  LauncherClient,
  LauncherProgress,
  LauncherSystemData,
} from '@domain/launcher/local_api'

/** The local API did not answer (connection refused, timeout): the launcher is gone. */
export class LauncherUnreachableError extends Error {}

/** The local API answered with an error (e.g. a second launch). */
export class LauncherRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly code: string
  ) {
    super(code)
  }
}

/** A request may hang when the launcher freezes: give up after this long. */
const TIMEOUT_MS = 3000

/**
 * The launcher's local HTTP API (spec §7 "Launcher local API"), called
 * from the webview at the base URL the page gets from the site's config.
 */
export class LauncherApi {
  constructor(private baseUrl: string) {}

  private async call(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response
    try {
      response = await fetch(`${this.baseUrl}/${path}`, {
        ...init,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch {
      throw new LauncherUnreachableError(path)
    }
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { error?: string }
      throw new LauncherRefusedError(response.status, body.error ?? `http_${response.status}`)
    }
    return response
  }

  async clients(): Promise<LauncherClient[]> {
    const response = await this.call('clients')
    return ((await response.json()) as { clients: LauncherClient[] }).clients
  }

  /** `GET storage/{key}`: the stored text, or null when nothing is stored. */
  async storageGet(key: string): Promise<string | null> {
    try {
      const response = await this.call(`storage/${encodeURIComponent(key)}`)
      return await response.text()
    } catch (error) {
      if (error instanceof LauncherRefusedError && error.status === 404) return null
      throw error
    }
  }

  /** `POST storage/{key}` with the value as text. */
  async storageSet(key: string, value: string) {
    await this.call(`storage/${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: value,
    })
  }

  async launch(clientId: string) {
    await this.call('launch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId }),
    })
  }

  async progress(): Promise<LauncherProgress> {
    const response = await this.call('progress')
    return (await response.json()) as LauncherProgress
  }

  async cancel() {
    await this.call('cancel')
  }

  async systemData(): Promise<LauncherSystemData> {
    const response = await this.call('system-data')
    return (await response.json()) as LauncherSystemData
  }
}
