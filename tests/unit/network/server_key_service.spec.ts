import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import NetworkKey from '#commands/network_key'
import { ServerFactory } from '#database/factories/server_factory'
import DomainException from '#exceptions/domain_exception'
import { hashSecretToken } from '#data/secret_tokens'
import Server from '#models/server'
import ServerKeyService from '#services/network/server_key_service'
import { isolateDatabase } from '#tests/support/database'

const keys = new ServerKeyService()

test.group('Server keys', (group) => {
  group.each.setup(isolateDatabase)

  test('stores only the hash of an issued key, which then names its server', async ({ assert }) => {
    const server = await ServerFactory.merge({ slug: 'hi-tech' }).create()
    const { key } = await keys.issue('hi-tech')

    const stored = await Server.findOrFail(server.id)
    assert.equal(stored.apiKeyHash, hashSecretToken(key))
    assert.notInclude(JSON.stringify(stored.serialize()), key)
    const named = await keys.serverForKey(key)
    assert.equal(named?.id, server.id)
    assert.isNull(await keys.serverForKey(`${key}x`))
    assert.isNull(await keys.serverForKey(''))
  })

  test('issuing again replaces the previous key', async ({ assert }) => {
    await ServerFactory.merge({ slug: 'magic-rpg' }).create()
    const first = await keys.issue('magic-rpg')
    const second = await keys.issue('magic-rpg')

    assert.notEqual(first.key, second.key)
    assert.isNull(await keys.serverForKey(first.key))
    assert.isNotNull(await keys.serverForKey(second.key))
  })

  test('refuses an unknown slug', async ({ assert }) => {
    const error = await keys.issue('nowhere').catch((caught) => caught)
    assert.instanceOf(error, DomainException)
    assert.equal(error.translationKey, 'network.servers.unknown_server')
  })

  test('keeps the RCON password encrypted at rest', async ({ assert }) => {
    const server = await ServerFactory.merge({ rconPassword: 's3cret' }).create()
    const row = await Server.query()
      .where('id', server.id)
      .pojo<{ rcon_password: string }>()
      .firstOrFail()

    assert.notInclude(row.rcon_password, 's3cret')
    const reread = await Server.findOrFail(server.id)
    assert.equal(reread.rconPassword, 's3cret')
  })
})

test.group('network:key command', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('prints a working key once, and a readable line for an unknown slug', async ({ assert }) => {
    const server = await ServerFactory.merge({
      slug: 'techno-magic-sky',
      name: 'TechnoMagic SKY',
    }).create()

    const command = await ace.create(NetworkKey, ['techno-magic-sky'])
    await command.exec()
    command.assertSucceeded()
    command.assertLogMatches(/New game API key of TechnoMagic SKY/)
    const key = command.ui.logger.getLogs().at(-1)!.message
    const named = await keys.serverForKey(key)
    assert.equal(named?.id, server.id)

    const unknown = await ace.create(NetworkKey, ['nowhere'])
    await unknown.exec()
    unknown.assertFailed()
    unknown.assertLog('[ red(error) ] No server has the slug nowhere.')
  })
})
