import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import testEnv from '#start/env'
import FakeRconServer from '#dev/fakes/rcon_server'
import CommandPlugin, { type PluginCommand } from '#dev/fakes/command_plugin'
import {
  processSandbox,
  productionEnv,
  freePort,
  run,
  startMigratedServer,
  startServer,
  waitForHealth,
  within,
  type ProcessEnv,
  processConnection,
} from '#tests/support/server_process'

/** Runs an ace command against the spawned server's database; its output, or throws. */
async function ace(args: string[], processEnv: ProcessEnv) {
  const command = run(['ace.js', ...args], processEnv)
  const code = await within(command.exited, 30_000)
  if (code !== 0) throw new Error(`ace ${args.join(' ')} failed:\n${command.output()}`)
  return command.output()
}

test.group('Delivery across a crash', (group) => {
  const sandbox = processSandbox(group)

  test('a command whose ack died with the app (kill -9) runs once after the restart', async ({
    assert,
  }) => {
    const port = await freePort()
    const env = productionEnv(sandbox.folder, port)
    const first = await startMigratedServer(env)
    sandbox.children.push(first.child)
    await ace(['db:demo'], env)
    const issued = await ace(['network:key', 'magic-rpg'], env)
    const key = issued.trim().split('\n').at(-1)!.trim()
    await ace(
      ['network:deliver', 'magic-rpg', 'Steve', 'lp user Steve parent add vip', '--key=order-9'],
      env
    )

    const ran: PluginCommand[] = []
    const plugin = new CommandPlugin({
      baseUrl: `http://127.0.0.1:${port}`,
      key,
      storePath: `${sandbox.folder}/executed.json`,
      // The app dies between the plugin running the command and its ack.
      execute: async (command) => {
        ran.push(command)
        first.child.kill('SIGKILL')
        await first.exited
        return 'Steve is now vip'
      },
    })
    await assert.rejects(() => plugin.poll())
    assert.lengthOf(ran, 1)

    const second = startServer(env)
    sandbox.children.push(second.child)
    assert.isNotNull(await waitForHealth(port, 15_000), second.output())
    // A restarted plugin reads its executed ids back.
    const restarted = await new CommandPlugin({
      baseUrl: `http://127.0.0.1:${port}`,
      key,
      storePath: `${sandbox.folder}/executed.json`,
      execute: (command) => {
        ran.push(command)
        return 'ran again'
      },
    }).load()
    assert.deepEqual(await restarted.poll(), [])
    assert.deepEqual(restarted.lastOffered, [ran[0].id])
    assert.deepEqual(await restarted.poll(), [])
    assert.deepEqual(restarted.lastOffered, [])
    assert.lengthOf(ran, 1)

    second.child.kill('SIGTERM')
    assert.strictEqual(await within(second.exited, 10_000), 0, second.output())
  }).timeout(90_000)

  test('an RCON server down for a while gets its command once, through the database queue', async ({
    assert,
  }) => {
    const port = await freePort()
    const rconPort = await freePort()
    const processEnv: ProcessEnv = {
      ...productionEnv(sandbox.folder, port),
      // The test process encrypts the RCON password with the same key.
      APP_KEY: testEnv.get('APP_KEY').release(),
      DELIVERY_RETRY_DELAY: '200ms',
    }
    const server = await startMigratedServer(processEnv)
    sandbox.children.push(server.child)
    await ace(['db:demo'], processEnv)
    const processDb = processConnection(processEnv, 'process')
    const command = () =>
      processDb.from('delivery_commands').where('idempotency_key', 'k1').firstOrFail()
    const peer = new FakeRconServer({ password: 's3cret' })
    try {
      await processDb
        .from('servers')
        .where('slug', 'hi-tech')
        .update({
          delivery_transport: 'rcon',
          rcon_host: '127.0.0.1',
          rcon_port: rconPort,
          rcon_password: encryption.encrypt('s3cret'),
        })
      await ace(
        ['network:deliver', 'hi-tech', 'Sora', 'lp user Sora parent add vip', '--key=k1'],
        processEnv
      )
      // The game server is down: attempts fail and are retried with backoff.
      const retried = Date.now() + 30_000
      let waiting = await command()
      while (waiting.attempts < 2 && Date.now() < retried) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        waiting = await command()
      }
      assert.equal(waiting.state, 'queued', server.output())
      assert.isAbove(waiting.attempts, 1)

      await peer.listen(rconPort)
      // Done is stored after the peer answered; no retry follows a done command.
      const deadline = Date.now() + 30_000
      let done = await command()
      while (done.state !== 'done' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        done = await command()
      }
      assert.equal(done.state, 'done', server.output())
      assert.deepEqual(peer.commands, ['lp user Sora parent add vip'], server.output())
    } finally {
      await db.manager.close('process')
      await peer.close()
    }
  }).timeout(90_000)
})
