/*
| A stand-in for the desktop launcher's local API (spec §7 "Launcher local
| API") on 127.0.0.1, for `node ace launcher:fake`, `npm run dev` and the
| tests. It simulates the launcher honestly enough to test the pages
| against: clients from the site's servers, a download that writes real
| bytes to disk at a set speed, one launch at a time, settings kept in a
| JSON file, the machine's system data, and the builds manifest polled and
| checked (Ed25519 signature, SHA-256 of the file) as the launcher does.
*/
import { createHash, createPublicKey, verify } from 'node:crypto'
import { createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { canonicalJson } from '#domain/platform/canonical_json'
import {
  ONE_CLIENT_ERROR,
  type LaunchState,
  type LauncherClient,
  type LauncherProgress,
  type LauncherSystemData,
} from '#domain/launcher/local_api'
import { close, escapeHtml, listen, sendJson } from '#dev/fakes/fake_http'

export type FakeLauncherOptions = {
  port?: number
  clients: Omit<LauncherClient, 'installed'>[]
  /** Download speed in bytes per second. */
  bytesPerSecond: number
  /** Where the storage JSON and the installed clients live. */
  dataDir: string
  systemData: LauncherSystemData
  /** How long a launched client "runs" before the launcher is idle again. */
  runMs?: number
  /** The site's signed builds manifest and the key it is signed with (base64 SPKI). */
  manifestUrl?: string
  publicKey?: string
  manifestPollMs?: number
}

type Build = { version: string; platform: string; url: string; sha256: string; size: number }
type Manifest = { builds: Build[]; generatedAt: string }
type Signed<T> = { payload: T; signature: string }

/** How often the download writes a chunk: ten times a second. */
const TICK_MS = 100

/** Verifies `signature` over the canonical JSON of `payload` with a base64 SPKI Ed25519 key. */
export function verifySigned(signed: Signed<unknown>, publicKey: string) {
  try {
    const key = createPublicKey({
      key: Buffer.from(publicKey, 'base64'),
      format: 'der',
      type: 'spki',
    })
    return verify(
      null,
      Buffer.from(canonicalJson(signed.payload)),
      key,
      Buffer.from(signed.signature, 'base64')
    )
  } catch {
    return false
  }
}

export class FakeLauncher {
  private state: LaunchState = 'idle'
  private clientId: string | null = null
  private downloaded = 0
  private total = 0
  private file: WriteStream | null = null
  private timer: ReturnType<typeof setInterval> | undefined
  private runTimer: ReturnType<typeof setTimeout> | undefined
  private pollTimer: ReturnType<typeof setInterval> | undefined
  private storage: Record<string, string> = {}
  private installed = new Set<string>()
  /** The newest manifest whose signature checked out, and every refusal seen. */
  manifest: Manifest | null = null
  readonly refusals: string[] = []

  private constructor(
    readonly options: FakeLauncherOptions,
    private server: Server,
    readonly origin: string
  ) {}

  static async start(options: FakeLauncherOptions) {
    await mkdir(join(options.dataDir, 'clients'), { recursive: true })
    let launcher: FakeLauncher | undefined
    const { server, origin } = await listen(async (request, body, response) => {
      await launcher!.handle(request, body, response)
    }, options.port)
    launcher = new FakeLauncher(options, server, origin)
    await launcher.load()
    if (options.manifestUrl && options.publicKey) launcher.pollManifest()
    return launcher
  }

  private get storageFile() {
    return join(this.options.dataDir, 'storage.json')
  }

  private clientFile(uuid: string) {
    return join(this.options.dataDir, 'clients', `${uuid}.bin`)
  }

  private async load() {
    try {
      this.storage = JSON.parse(await readFile(this.storageFile, 'utf8')) as Record<string, string>
    } catch {
      this.storage = {}
    }
    for (const client of this.options.clients) {
      const size = await stat(this.clientFile(client.uuid)).then(
        (file) => file.size,
        () => 0
      )
      if (size === client.sizeBytes) this.installed.add(client.uuid)
    }
  }

  private async handle(request: IncomingMessage, body: string, response: ServerResponse) {
    // The site's pages call from their own origin.
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.method === 'OPTIONS') {
      response.writeHead(204)
      return response.end()
    }
    const path = decodeURIComponent(new URL(request.url ?? '/', this.origin).pathname)
    const route = `${request.method} ${path}`

    if (route === 'GET /clients') return sendJson(response, 200, { clients: this.clients() })
    if (route === 'GET /progress') return sendJson(response, 200, this.progress())
    if (route === 'GET /system-data') return sendJson(response, 200, this.options.systemData)
    if (route === 'GET /cancel') {
      await this.cancel()
      return sendJson(response, 200, this.progress())
    }
    if (route === 'POST /launch') return this.launch(body, response)
    if (path.startsWith('/storage/'))
      return this.storageCall(request, path.slice(9), body, response)
    if (route === 'GET /update') {
      return sendJson(response, 200, { manifest: this.manifest, refusals: this.refusals })
    }
    if (route === 'POST /update') return this.install(body, response)
    if (request.method === 'GET' && path.startsWith('/images/')) return this.image(path, response)
    return sendJson(response, 404, { error: 'not_found' })
  }

  /** A client without its own images shows the ones this launcher draws (GET images/…). */
  private clients(): LauncherClient[] {
    return this.options.clients.map((client) => ({
      ...client,
      iconPath: client.iconPath ?? `${this.origin}/images/${client.uuid}/icon.svg`,
      backgroundPath:
        client.backgroundPath ?? `${this.origin}/images/${client.uuid}/background.svg`,
      installed: this.installed.has(client.uuid),
    }))
  }

  /** A client's icon (its initial on its colour) or background (a gradient), as SVG. */
  private image(path: string, response: ServerResponse) {
    const [, uuid, file] = /^\/images\/([\w-]+)\/(icon|background)\.svg$/.exec(path) ?? []
    const client = this.options.clients.find((candidate) => candidate.uuid === uuid)
    if (!client) return sendJson(response, 404, { error: 'not_found' })
    const hue = Number.parseInt(client.uuid.slice(0, 6), 16) % 360
    const svg =
      file === 'icon'
        ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="hsl(${hue} 55% 38%)"/><text x="32" y="43" font-family="sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">${escapeHtml(client.name.slice(0, 1))}</text></svg>`
        : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 150" preserveAspectRatio="none"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 18%)"/></linearGradient></defs><rect width="400" height="150" fill="url(#g)"/></svg>`
    response.writeHead(200, { 'content-type': 'image/svg+xml' })
    response.end(svg)
  }

  progress(): LauncherProgress {
    if (this.state !== 'downloading') return { state: this.state, clientId: this.clientId }
    return {
      state: 'downloading',
      clientId: this.clientId,
      downloadedBytes: this.downloaded,
      totalBytes: this.total,
      bytesPerSecond: this.options.bytesPerSecond,
    }
  }

  /** spec §5: one client at a time; a launch while another runs is refused. */
  private async launch(body: string, response: ServerResponse) {
    const { clientId } = JSON.parse(body || '{}') as { clientId?: string }
    const client = this.options.clients.find((candidate) => candidate.uuid === clientId)
    if (!client) return sendJson(response, 404, { error: 'unknown_client' })
    if (this.state !== 'idle') return sendJson(response, 409, { error: ONE_CLIENT_ERROR })
    this.clientId = client.uuid
    if (this.installed.has(client.uuid)) {
      this.run()
    } else {
      await this.download(client)
    }
    return sendJson(response, 202, this.progress())
  }

  /** Writes the client's bytes to disk, a chunk per tick at the set speed. */
  private async download(client: Omit<LauncherClient, 'installed'>) {
    this.state = 'downloading'
    this.downloaded = 0
    this.total = client.sizeBytes
    const file = createWriteStream(this.clientFile(client.uuid))
    this.file = file
    const chunk = Math.max(1, Math.round((this.options.bytesPerSecond * TICK_MS) / 1000))
    // Bytes handed to the file; `downloaded` counts those the disk confirmed.
    let scheduled = 0
    this.timer = setInterval(() => {
      const size = Math.min(chunk, this.total - scheduled)
      scheduled += size
      if (scheduled >= this.total) clearInterval(this.timer)
      file.write(Buffer.alloc(size, 0x2a), () => {
        if (this.file !== file) return
        this.downloaded += size
        if (this.downloaded < this.total) return
        this.file = null
        file.end(() => {
          this.installed.add(client.uuid)
          this.run()
        })
      })
    }, TICK_MS)
  }

  /** The client runs for a while; then the launcher is idle again. */
  private run() {
    this.state = 'running'
    this.runTimer = setTimeout(() => {
      this.state = 'idle'
      this.clientId = null
    }, this.options.runMs ?? 5000)
  }

  /** Cancel (spec §4): the partial file goes, the launcher is idle. */
  async cancel() {
    clearInterval(this.timer)
    clearTimeout(this.runTimer)
    const file = this.file
    this.file = null
    if (file && this.clientId) {
      await new Promise<void>((resolve) => file.end(resolve))
      await rm(this.clientFile(this.clientId), { force: true })
    }
    this.state = 'idle'
    this.clientId = null
    this.downloaded = 0
    this.total = 0
  }

  /**
   * storage/{key}: text values in a JSON file. `debugger` takes only
   * settings the site signed (spec §6: admins only); `reset/{client}`
   * deletes the client's files (spec §3 reset per server).
   */
  private async storageCall(
    request: IncomingMessage,
    key: string,
    body: string,
    response: ServerResponse
  ) {
    if (request.method === 'GET') {
      if (!Object.hasOwn(this.storage, key)) return sendJson(response, 404, { error: 'not_found' })
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
      return response.end(this.storage[key])
    }
    if (request.method !== 'POST') return sendJson(response, 405, { error: 'method' })
    if (key === 'debugger' && !this.signedDebugger(body)) {
      return sendJson(response, 403, { error: 'unsigned_debugger' })
    }
    if (key.startsWith('reset/')) {
      const uuid = key.slice(6)
      this.installed.delete(uuid)
      await rm(this.clientFile(uuid), { force: true })
    }
    this.storage[key] = body
    await writeFile(this.storageFile, JSON.stringify(this.storage, null, 2))
    response.writeHead(204)
    return response.end()
  }

  private signedDebugger(body: string) {
    if (!this.options.publicKey) return false
    try {
      return verifySigned(JSON.parse(body) as Signed<unknown>, this.options.publicKey)
    } catch {
      return false
    }
  }

  /** Reads the manifest once; keeps it only when its signature checks out. */
  async pollOnce() {
    if (!this.options.manifestUrl || !this.options.publicKey) return
    try {
      const response = await fetch(this.options.manifestUrl)
      if (!response.ok) return
      const signed = (await response.json()) as Signed<Manifest>
      if (verifySigned(signed, this.options.publicKey)) this.manifest = signed.payload
      else this.refusals.push('manifest_signature')
    } catch {
      // The site may be down for a moment: the next poll tries again.
    }
  }

  private pollManifest() {
    void this.pollOnce()
    this.pollTimer = setInterval(() => void this.pollOnce(), this.options.manifestPollMs ?? 60_000)
  }

  /** POST update {platform}: downloads that build and installs it only if its SHA-256 matches. */
  private async install(body: string, response: ServerResponse) {
    const { platform } = JSON.parse(body || '{}') as { platform?: string }
    const build = this.manifest?.builds.find((candidate) => candidate.platform === platform)
    if (!build) return sendJson(response, 404, { error: 'no_build' })
    const download = await fetch(build.url)
    const file = Buffer.from(await download.arrayBuffer())
    const sha256 = createHash('sha256').update(file).digest('hex')
    if (sha256 !== build.sha256.toLowerCase()) {
      this.refusals.push(`hash_mismatch:${build.version}`)
      return sendJson(response, 422, { error: 'hash_mismatch', expected: build.sha256, sha256 })
    }
    return sendJson(response, 200, { installed: build.version, sha256 })
  }

  async close() {
    await this.cancel()
    clearInterval(this.pollTimer)
    await close(this.server)
  }
}

/** A client per server, with a stable uuid from its slug (the launcher's own ids). */
export function launcherClientsOf(
  servers: { slug: string; name: string; modpackVersion: string | null; gameVersion: string }[],
  sizeBytes: number
): Omit<LauncherClient, 'installed'>[] {
  return servers.map((server) => {
    const hex = createHash('sha256').update(`client:${server.slug}`).digest('hex')
    return {
      uuid: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`,
      server: server.slug,
      name: server.name,
      version: server.modpackVersion ?? server.gameVersion,
      iconPath: null,
      backgroundPath: null,
      sizeBytes,
    }
  })
}
