import { test } from '@japa/runner'
import CommandPlugin, { type PluginCommand } from '#clients/fakes/command_plugin'
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
})
