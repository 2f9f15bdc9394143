import { test } from '@japa/runner'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { FakeLauncher, launcherClientsOf } from '#dev/fakes/fake_launcher'
import { signForLauncher, launcherPublicKey } from '#services/launcher/signing_service'

const SERVERS = [
  { slug: 'hitech', name: 'HiTech', modpackVersion: '2.1.0', gameVersion: '1.12.2' },
  { slug: 'magic-rpg', name: 'Magic RPG', modpackVersion: null, gameVersion: '1.16.5' },
]
const SIZE = 64 * 1024

async function startLauncher(dataDir: string) {
  return FakeLauncher.start({
    clients: launcherClientsOf(SERVERS, SIZE),
    bytesPerSecond: 64 * 1024,
    dataDir,
    runMs: 300,
    systemData: { os: 'Windows', osVersion: '11', ramMb: 8192, cpu: 'Ryzen 5' },
    publicKey: launcherPublicKey(),
  })
}

test.group('Fake launcher', (group) => {
  let dataDir: string
  let launcher: FakeLauncher
  group.each.setup(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'fake-launcher-'))
    launcher = await startLauncher(dataDir)
    return async () => {
      await launcher.close()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
  const call = (path: string, init?: RequestInit) => fetch(`${launcher.origin}/${path}`, init)
  const getJson = async <T = Record<string, unknown>>(path: string) => {
    const response = await call(path)
    return (await response.json()) as T
  }
  const getText = async (path: string) => {
    const response = await call(path)
    return response.text()
  }
  /** Polls the progress until it is in `state` (the machine may be slow), at most 5 s. */
  const progressIn = async (state: string) => {
    for (let tries = 0; tries < 100; tries++) {
      const progress = await getJson('progress')
      if (progress.state === state) return progress
      await sleep(50)
    }
    throw new Error(`the launcher never got to ${state}`)
  }
  const launch = (clientId: string) =>
    call('launch', { method: 'POST', body: JSON.stringify({ clientId }) })

  test('lists a client per server with stable ids and its system data', async ({ assert }) => {
    const { clients } = await getJson<{ clients: Record<string, unknown>[] }>('clients')
    assert.deepEqual(
      clients.map((client) => [client.server, client.version, client.installed]),
      [
        ['hitech', '2.1.0', false],
        ['magic-rpg', '1.16.5', false],
      ]
    )
    assert.deepEqual(launcherClientsOf(SERVERS, SIZE)[0].uuid, clients[0].uuid)
    const system = await getJson('system-data')
    assert.containsSubset(system, { os: 'Windows', ramMb: 8192 })
  })

  test("serves each client's icon and background as SVG images", async ({ assert }) => {
    const { clients } = await getJson<{ clients: Record<string, string>[] }>('clients')
    for (const path of [clients[0].iconPath, clients[0].backgroundPath]) {
      assert.isTrue(path.startsWith(`${launcher.origin}/images/${clients[0].uuid}/`))
      const image = await fetch(path)
      assert.equal(image.headers.get('content-type'), 'image/svg+xml')
      assert.include(await image.text(), '<svg')
    }
    assert.include(await getText(`images/${clients[0].uuid}/icon.svg`), '>H</text>')
    const missing = await call('images/nobody/icon.svg')
    assert.equal(missing.status, 404)
  })

  test('downloads real bytes to disk, refuses a second launch, then runs and goes idle', async ({
    assert,
  }) => {
    const [first, second] = launcherClientsOf(SERVERS, SIZE)
    const started = await launch(first.uuid)
    assert.equal(started.status, 202)
    await sleep(300)
    const midway = await getJson<Record<string, number | string>>('progress')
    assert.equal(midway.state, 'downloading')
    assert.isAbove(midway.downloadedBytes as number, 0)
    assert.isBelow(midway.downloadedBytes as number, SIZE)

    const refused = await launch(second.uuid)
    assert.equal(refused.status, 409)
    assert.deepEqual(await refused.json(), { error: 'one_client_at_a_time' })

    const done = await progressIn('running')
    assert.equal(done.state, 'running')
    assert.notProperty(done, 'downloadedBytes')
    const file = await stat(join(dataDir, 'clients', `${first.uuid}.bin`))
    assert.equal(file.size, SIZE)
    await progressIn('idle')
  })

  test('cancel stops the download, deletes the partial file and is idle', async ({ assert }) => {
    const [first] = launcherClientsOf(SERVERS, SIZE)
    await launch(first.uuid)
    await sleep(150)
    const cancelled = await getJson('cancel')
    assert.deepEqual(cancelled, { state: 'idle', clientId: null })
    await assert.rejects(() => stat(join(dataDir, 'clients', `${first.uuid}.bin`)))
  })

  test('keeps storage in its file across a restart', async ({ assert }) => {
    await call('storage/ram', { method: 'POST', body: '4' })
    const missing = await call('storage/folder')
    assert.equal(missing.status, 404)
    await launcher.close()
    launcher = await startLauncher(dataDir)

    assert.equal(await getText('storage/ram'), '4')
  })

  test('stores debugger settings only when the site signed them', async ({ assert }) => {
    const unsigned = JSON.stringify({ payload: { jvmFlags: ['-Xmx8G'] }, signature: 'AAAA' })
    const forged = await call('storage/debugger', { method: 'POST', body: unsigned })
    assert.equal(forged.status, 403)

    const signed = signForLauncher({ userId: 1, jvmFlags: ['-Xmx8G'], showLogs: true })
    const tampered = { ...signed, payload: { ...signed.payload, jvmFlags: ['-Xmx64G'] } }
    const refused = await call('storage/debugger', {
      method: 'POST',
      body: JSON.stringify(tampered),
    })
    assert.equal(refused.status, 403)
    const stored = await call('storage/debugger', { method: 'POST', body: JSON.stringify(signed) })
    assert.equal(stored.status, 204)
  })
})
