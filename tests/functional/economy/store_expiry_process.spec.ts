import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import {
  freePort,
  processSandbox,
  productionEnv,
  startMigratedServer,
  startServer,
  waitForHealth,
  processConnection,
} from '#tests/support/server_process'

const stamp = (time: DateTime) => time.toUTC().toFormat('yyyy-LL-dd HH:mm:ss')

test.group('Store role expiry across processes', (group) => {
  const sandbox = processSandbox(group)

  test('two app processes send each removal once, also for roles that ended while both were down', async ({
    assert,
  }) => {
    const [firstPort, secondPort] = [await freePort(), await freePort()]
    const expiry = { STORE_EXPIRY_INTERVAL: '1s' }
    const firstEnv = { ...productionEnv(sandbox.folder, firstPort), ...expiry }
    const secondEnv = { ...productionEnv(sandbox.folder, secondPort), ...expiry }
    const connection = processConnection(firstEnv, 'store_expiry_process')
    try {
      const first = await startMigratedServer(firstEnv)
      sandbox.children.push(first.child)
      // Stop the first before the roles exist: they end "while the site was down".
      first.child.kill('SIGKILL')
      await first.exited

      const now = DateTime.utc()
      const [serverId] = await connection.table('servers').insert({
        slug: 'magic-rpg',
        name: 'Magic RPG',
        tagline_ru: 'Магия',
        tagline_en: 'Magic',
        game_version: '1.12.2',
        pvp: false,
        position: 1,
        created_at: stamp(now),
        updated_at: stamp(now),
      })
      const [userId] = await connection.table('users').insert({
        nickname: 'Megumin',
        nickname_key: 'megumin',
        created_at: stamp(now),
        updated_at: stamp(now),
      })
      // One role per grant: a stacked grant of the same role still running would rightly hold
      // back the removal of an ended one, and which ones overlap would depend on timing.
      const roleIds: number[] = []
      for (const slug of ['vip', 'premium', 'legend']) {
        const [roleId] = await connection.table('store_roles').insert({
          server_id: serverId,
          slug,
          name_ru: slug,
          name_en: slug,
          description_ru: '',
          description_en: '',
          price_month: 10000,
          grant_command: 'lp user {nickname} parent add {group}',
          revoke_command: 'lp user {nickname} parent remove {group}',
          created_at: stamp(now),
          updated_at: stamp(now),
        })
        roleIds.push(roleId)
      }
      const grant = (minutes: number, roleId: number) => ({
        id: randomUUID(),
        user_id: userId,
        server_id: serverId,
        role_id: roleId,
        state: 'active',
        starts_at: stamp(now.minus({ days: 31 })),
        expires_at: stamp(now.plus({ minutes })),
        created_at: stamp(now),
        updated_at: stamp(now),
      })
      // Two ended while the site was down, one ends in 4 s while both processes run.
      const grants = [
        grant(-10, roleIds[0]),
        grant(-1, roleIds[1]),
        { ...grant(0, roleIds[2]), expires_at: stamp(now.plus({ seconds: 4 })) },
      ]
      await connection.table('store_grants').multiInsert(grants)

      const servers = [startServer(firstEnv), startServer(secondEnv)]
      sandbox.children.push(...servers.map((server) => server.child))
      assert.isNotNull(await waitForHealth(firstPort, 20_000))
      assert.isNotNull(await waitForHealth(secondPort, 20_000))

      const deadline = Date.now() + 40_000
      let expired = 0
      while (Date.now() < deadline) {
        const rows = await connection
          .from('store_grants')
          .where('state', 'expired')
          .count('* as total')
        expired = Number(rows[0].total)
        if (expired === 3) break
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      assert.equal(expired, 3)
      // A few more ticks of both processes change nothing.
      await new Promise((resolve) => setTimeout(resolve, 3000))

      const removals = await connection
        .from('delivery_commands')
        // Plain LIKE: Lucid's whereLike adds COLLATE utf8_bin, which MariaDB refuses on utf8mb4.
        .where('command', 'like', 'lp user Megumin parent remove %')
      // One removal per grant, by its key, whichever process ended it.
      assert.sameMembers(
        removals.map((row) => row.idempotency_key),
        grants.map((row) => `store:grant:${row.id}:revoke`)
      )
    } finally {
      await db.manager.close('store_expiry_process')
    }
  }).timeout(120_000)
})
