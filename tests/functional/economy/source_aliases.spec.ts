import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import SourceAlias from '#models/source_alias'
import SourceAliasService from '#services/economy/source_alias_service'
import SourceAliasTakenException from '#exceptions/source_alias_taken_exception'
import { UserFactory } from '#database/factories/user_factory'
import { SourceAliasFactory } from '#database/factories/source_alias_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

async function campaignEditor() {
  const user = await UserFactory.create()
  const group = await withPermissions(['web.sources.edit']).create()
  await user.related('staffGroups').attach([group.id])
  return user
}

test.group('Staff → campaign links (page)', (group) => {
  group.each.setup(isolateDatabase)

  test('lists the campaign aliases with their codes', async ({ client, assert }) => {
    const staff = await campaignEditor()
    await SourceAliasFactory.merge({ alias: 'summer-fest', code: 'fest_2026' }).create()

    const page = await client
      .get(pagePath('en', 'economy.source_aliases.index'))
      .loginAs(staff)
      .withInertia()

    page.assertInertiaComponent('economy/source_aliases/index')
    const aliases: { alias: string; code: string }[] = page.inertiaProps.aliases
    assert.deepInclude(
      aliases.map(({ alias, code }) => ({ alias, code })),
      {
        alias: 'summer-fest',
        code: 'fest_2026',
      }
    )
  })

  test('adds a campaign in lower case, and /source/{alias} then leads to its code', async ({
    client,
    assert,
  }) => {
    const staff = await campaignEditor()

    const response = await client
      .post(pagePath('en', 'economy.source_aliases.store'))
      .json({ alias: 'Spring-Stream', code: 'streamer_42' })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertFlashMessage('success', 'economy.source_aliases.created')
    const row = await SourceAlias.findByOrFail('alias', 'spring-stream')
    assert.equal(row.code, 'streamer_42')
    const visit = await client.get('/source/SPRING-stream').redirects(0)
    visit.assertStatus(302)
    visit.assertHeader('location', '/r/streamer_42')
  })

  test('refuses the alias {alias} and the code {code}')
    .with([
      { alias: 'a b', code: 'fine', field: 'alias' },
      { alias: 'x'.repeat(65), code: 'fine', field: 'alias' },
      { alias: 'ok', code: '<script>', field: 'code' },
      { alias: 'ok', code: '', field: 'code' },
    ])
    .run(async ({ client, assert }, row) => {
      const staff = await campaignEditor()

      const response = await client
        .post(pagePath('en', 'economy.source_aliases.store'))
        .json({ alias: row.alias, code: row.code })
        .loginAs(staff)
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      assert.property(response.flashMessage('inputErrorsBag') ?? {}, row.field)
      assert.isNull(await SourceAlias.findBy('code', row.code))
    })

  test('refuses an alias another campaign uses, whatever its case', async ({ client, assert }) => {
    const staff = await campaignEditor()
    await SourceAliasFactory.merge({ alias: 'spring-fest', code: 'first' }).create()

    const response = await client
      .post(pagePath('en', 'economy.source_aliases.store'))
      .json({ alias: 'Spring-FEST', code: 'other' })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.deepEqual(response.flashMessage('inputErrorsBag'), {
      alias: ['Another campaign uses this alias already.'],
    })
    const rows = await SourceAlias.query().where('alias', 'spring-fest')
    assert.deepEqual(
      rows.map((row) => row.code),
      ['first']
    )
  })

  test('points an alias at another code, and removes one', async ({ client, assert }) => {
    const staff = await campaignEditor()
    const moved = await SourceAliasFactory.merge({ alias: 'autumn', code: 'old_code' }).create()
    const gone = await SourceAliasFactory.merge({ alias: 'winter', code: 'w1' }).create()

    const update = await client
      .put(pagePath('en', 'economy.source_aliases.update', { id: moved.id }))
      .json({ code: 'new_code' })
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    const destroy = await client
      .delete(pagePath('en', 'economy.source_aliases.destroy', { id: gone.id }))
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)

    update.assertFlashMessage('success', 'economy.source_aliases.updated')
    destroy.assertFlashMessage('success', 'economy.source_aliases.removed')
    await moved.refresh()
    assert.equal(moved.code, 'new_code')
    assert.isNull(await SourceAlias.find(gone.id))
    const visit = await client.get('/source/winter').redirects(0)
    visit.assertHeader('location', pagePath('ru', 'platform.home.show'))
  })

  test('is a 404 without web.sources.edit, for reading and writing', async ({ client, assert }) => {
    const user = await UserFactory.create()

    const page = await client.get(pagePath('en', 'economy.source_aliases.index')).loginAs(user)
    const write = await client
      .post(pagePath('en', 'economy.source_aliases.store'))
      .json({ alias: 'sneaky', code: 'mine' })
      .loginAs(user)
      .withCsrfToken()

    page.assertStatus(404)
    write.assertStatus(404)
    assert.isNull(await SourceAlias.findBy('alias', 'sneaky'))
  })
})

test.group('Campaign links, racing', (group) => {
  group.each.setup(freshDatabase)

  test('two staff adding the same alias at once store it once', async ({ assert }) => {
    const sources = await app.container.make(SourceAliasService)

    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        sources.create({ alias: 'race', code: `code_${index}` })
      )
    )

    assert.lengthOf(
      results.filter((result) => result.status === 'fulfilled'),
      1
    )
    for (const result of results) {
      if (result.status === 'rejected') {
        assert.instanceOf(result.reason, SourceAliasTakenException)
      }
    }
    assert.lengthOf(await SourceAlias.query().where('alias', 'race'), 1)
  })
})
