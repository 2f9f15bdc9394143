import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { MinecraftStatusServer } from '#dev/fakes/minecraft_status_server'
import {
  freePort,
  processSandbox,
  productionEnv,
  startMigratedServer,
  startServer,
  waitForHealth,
  processConnection,
} from '#tests/support/server_process'
import { pathFor } from '#tests/support/urls'

/** Pings the peer answered within `ms`. */
async function pingsWithin(peer: MinecraftStatusServer, ms: number) {
  const before = peer.pings
  await new Promise((resolve) => setTimeout(resolve, ms))
  return peer.pings - before
}

async function until(condition: () => boolean, ms: number) {
  const deadline = Date.now() + ms
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return condition()
}

test.group('Monitoring poller across processes', (group) => {
  const sandbox = processSandbox(group)

  test('polls from one process only and hands over within the lock expiry after a kill -9', async ({
    assert,
  }) => {
    const peer = await new MinecraftStatusServer({
      online: 3,
      max: 50,
      version: '1.12.2',
      protocol: 340,
      motd: 'process test',
    }).listen()
    const [firstPort, secondPort] = [await freePort(), await freePort()]
    const monitoring = {
      MONITORING_INTERVAL: '1',
      MONITORING_TIMEOUT: '400',
      MONITORING_LOCK_TTL: '3',
    }
    const firstEnv = { ...productionEnv(sandbox.folder, firstPort), ...monitoring }
    const secondEnv = { ...productionEnv(sandbox.folder, secondPort), ...monitoring }
    const connection = processConnection(firstEnv, 'monitoring_process')
    try {
      const first = await startMigratedServer(firstEnv)
      sandbox.children.push(first.child)
      // As the models write times, so that both engines read them back.
      const now = DateTime.utc().toFormat('yyyy-MM-dd HH:mm:ss')
      await connection.table('servers').insert({
        slug: 'process-test',
        name: 'Process test',
        tagline_ru: 'Тест',
        tagline_en: 'Test',
        game_version: '1.12.2',
        host: '127.0.0.1',
        port: peer.port,
        position: 1,
        created_at: now,
        updated_at: now,
      })
      assert.isTrue(await until(() => peer.pings > 0, 10_000), first.output())

      const second = startServer(secondEnv)
      sandbox.children.push(second.child)
      assert.isNotNull(await waitForHealth(secondPort, 15_000), second.output())
      // One poller pings once a second; two would ping twice as often.
      const together = await pingsWithin(peer, 5000)
      assert.isAtLeast(together, 3)
      assert.isAtMost(together, 6)

      first.child.kill('SIGKILL')
      await first.exited
      const killedAt = Date.now()
      const before = peer.pings
      assert.isTrue(await until(() => peer.pings > before, 8000), second.output())
      // The lock lives 3 s after its last extension; the next round of the survivor takes it.
      assert.isBelow(Date.now() - killedAt, 3000 + 1500)
      const alone = await pingsWithin(peer, 4000)
      assert.isAtLeast(alone, 3)
      assert.isAtMost(alone, 5)

      const answer = await fetch(
        `http://127.0.0.1:${secondPort}${pathFor('api.network.online.show')}`
      )
      assert.equal(answer.status, 200)
      const body = (await answer.json()) as { online: number }
      assert.equal(body.online, 3)
    } finally {
      await db.manager.close('monitoring_process')
      await peer.close()
    }
  }).timeout(90_000)
})
