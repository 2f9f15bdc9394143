import { once } from 'node:events'
import { connect } from 'node:net'
import { test } from '@japa/runner'
import minecraft from 'minecraft-protocol'
import MinecraftStatusClient, {
  MinecraftStatusError,
  parseLegacyKick,
} from '#clients/minecraft_status_client'
import { MinecraftStatusServer } from '#dev/fakes/minecraft_status_server'
import { closedPort, legacyServer, minecraftServer, silentServer } from '#tests/support/minecraft'

const client = new MinecraftStatusClient()

test.group('Minecraft status client', () => {
  test('reads online, max and version from a minecraft-protocol server', async ({ assert }) => {
    const server = await minecraftServer({ version: '1.12.2', maxPlayers: 150, online: 0 })
    try {
      server.state.online = 37
      const status = await client.status('127.0.0.1', server.port, 2000)
      assert.equal(status.online, 37)
      assert.equal(status.max, 150)
      assert.equal(status.version, '1.12.2')
      assert.equal(status.protocol, 340)
      assert.equal(status.motd, 'TechnoMagic test')
      assert.isFalse(status.legacy)
      assert.isAtLeast(status.latencyMs, 0)
    } finally {
      await server.close()
    }
  }).timeout(20_000)

  test('falls back to the legacy ping for a server before 1.7', async ({ assert }) => {
    const server = await legacyServer({ version: '1.6.4', online: 5, max: 40 })
    try {
      const status = await client.status('127.0.0.1', server.port, 2000)
      assert.deepInclude(status, { online: 5, max: 40, version: '1.6.4', legacy: true })
      assert.equal(status.protocol, 78)
    } finally {
      await server.close()
    }
  })

  test('gives up on a silent server after the timeout', async ({ assert }) => {
    const server = await silentServer()
    try {
      const started = performance.now()
      const error = await client.status('127.0.0.1', server.port, 300).catch((caught) => caught)
      const elapsed = performance.now() - started
      assert.instanceOf(error, MinecraftStatusError)
      assert.equal(error.reason, 'timeout')
      assert.isAtLeast(elapsed, 290)
      assert.isBelow(elapsed, 1000)
    } finally {
      await server.close()
    }
  })

  test('reports a closed port as refused', async ({ assert }) => {
    const port = await closedPort()
    const error = await client.status('127.0.0.1', port, 1000).catch((caught) => caught)
    assert.instanceOf(error, MinecraftStatusError)
    assert.equal(error.reason, 'refused')
  })

  test('reads both forms of the legacy kick', ({ assert }) => {
    const kick = (text: string) => {
      const body = Buffer.from(text, 'utf16le').swap16()
      return Buffer.concat([Buffer.from([0xff, text.length >> 8, text.length & 0xff]), body])
    }
    assert.deepInclude(
      parseLegacyKick(kick('§1\u000074\u00001.6.2\u0000A §aworld\u00003\u000010')),
      {
        online: 3,
        max: 10,
        version: '1.6.2',
        motd: 'A world',
      }
    )
    assert.deepInclude(parseLegacyKick(kick('Beta world§7§20')), {
      online: 7,
      max: 20,
      version: '',
    })
    assert.isNull(parseLegacyKick(kick('§1\u000074').subarray(0, 6)))
    assert.throws(() => parseLegacyKick(kick('nonsense')), 'legacy answer without online / max')
  })

  test('the demo network endpoint answers minecraft-protocol and the legacy ping', async ({
    assert,
  }) => {
    const fake = await new MinecraftStatusServer({
      online: 12,
      max: 100,
      version: '1.16.5',
      protocol: 754,
      motd: 'Magic RPG',
    }).listen()
    try {
      const answer = (await minecraft.ping({
        host: '127.0.0.1',
        port: fake.port,
        version: '1.16.5',
      })) as {
        players: { online: number; max: number }
        version: { name: string }
      }
      assert.equal(answer.players.online, 12)
      assert.equal(answer.players.max, 100)
      assert.equal(answer.version.name, '1.16.5')

      fake.state.online = 13
      assert.deepInclude(await client.status('127.0.0.1', fake.port, 1000), {
        online: 13,
        legacy: false,
      })

      const socket = connect(fake.port, '127.0.0.1', () => socket.write(Buffer.from([0xfe, 0x01])))
      const [kick] = (await once(socket, 'data')) as [Buffer]
      assert.deepInclude(parseLegacyKick(kick), { online: 13, max: 100, version: '1.16.5' })
    } finally {
      await fake.close()
    }
  }).timeout(20_000)
})
