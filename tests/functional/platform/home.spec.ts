import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { ServerFactory } from '#database/factories/server_factory'
import { DocumentFactory } from '#database/factories/document_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { withRawCookies } from '#tests/support/http'
import { pagePath } from '#tests/support/urls'
import { DateTime } from 'luxon'
import Wipe from '#models/wipe'

const t = (locale: string, key: string) => i18nManager.locale(locale).t(key)

test.group('Home page', (group) => {
  group.each.setup(isolateDatabase)

  test('server-renders /ru as Russian HTML with the servers', async ({ client, assert }) => {
    const server = await ServerFactory.create()

    const response = await client.get(pagePath('ru', 'platform.home.show'))

    response.assertStatus(200)
    assert.match(response.header('content-type')!, /^text\/html/)
    assert.include(response.text(), '<html lang="ru"')
    assert.include(response.text(), server.name)
    assert.include(response.text(), t('ru', 'platform.home.hero_title'))
    assert.notInclude(response.text(), t('en', 'platform.home.hero_title'))
  })

  test('server-renders /en as English HTML with the servers', async ({ client, assert }) => {
    const server = await ServerFactory.create()

    const response = await client.get(pagePath('en', 'platform.home.show'))

    response.assertStatus(200)
    assert.include(response.text(), '<html lang="en"')
    assert.include(response.text(), server.name)
    assert.include(response.text(), t('en', 'platform.home.hero_title'))
    assert.notInclude(response.text(), t('ru', 'platform.home.hero_title'))
  })

  test('shows the countdown to the next wipe of a server', async ({ client, assert }) => {
    const server = await ServerFactory.merge({ slug: 'hi-tech' }).create()
    const wipeAt = DateTime.utc().startOf('second').plus({ days: 2 })
    await Wipe.create({ serverId: server.id, wipeAt, documentId: null })

    const response = await client.get(pagePath('en', 'platform.home.show')).withInertia()

    assert.deepEqual(response.inertiaProps.upcomingWipes, {
      'hi-tech': { wipeAt: wipeAt.toISO(), newsSlug: null },
    })
    const html = await client.get(pagePath('en', 'platform.home.show'))
    assert.include(html.text(), 'data-testid="wipe-countdown"')
    assert.include(html.text(), t('en', 'economy.wipes.upcoming'))
  })

  test('links each server with a published page to it', async ({ client, assert }) => {
    const [paged, drafted, bare] = await ServerFactory.merge([
      { slug: 'hi-tech', position: 1 },
      { slug: 'magic-rpg', position: 2 },
      { slug: 'sky', position: 3 },
    ]).createMany(3)
    await DocumentFactory.merge({
      target: 'servers',
      slug: 'hi-tech-server',
      serverName: paged.slug,
    }).create()
    await DocumentFactory.apply('draft')
      .merge({ target: 'servers', slug: drafted.slug, serverName: drafted.slug })
      .create()

    const props = await client.get(pagePath('en', 'platform.home.show')).withInertia()
    assert.deepEqual(props.inertiaProps.serverPages, { 'hi-tech': 'hi-tech-server' })

    const html = await client.get(pagePath('en', 'platform.home.show'))
    assert.include(
      html.text(),
      `href="${pagePath('en', 'content.servers.show', { slug: 'hi-tech-server' })}"`
    )
    assert.notInclude(
      html.text(),
      `${pagePath('en', 'content.servers.show', { slug: drafted.slug })}"`
    )
    assert.notInclude(
      html.text(),
      `${pagePath('en', 'content.servers.show', { slug: bare.slug })}"`
    )
  })

  test('shares the guest state, region and app state with the page', async ({ client, assert }) => {
    const [first, second] = await ServerFactory.merge([
      { position: 1, pvp: true },
      { position: 2, pvp: false },
    ]).createMany(2)

    const response = await client.get(pagePath('ru', 'platform.home.show')).withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('platform/home/show')
    response.assertInertiaPropsContains({
      locale: 'ru',
      currentUser: null,
      permissions: {},
      region: 'russia',
    })
    const { app } = response.inertiaProps
    assert.equal(app.productName, 'TechnoMagic')
    assert.deepEqual(app.servers, [
      {
        slug: first.slug,
        name: first.name,
        tagline: first.taglineRu,
        gameVersion: first.gameVersion,
        pvp: true,
      },
      {
        slug: second.slug,
        name: second.name,
        tagline: second.taglineRu,
        gameVersion: second.gameVersion,
        pvp: false,
      },
    ])
    assert.containsSubset(app.counts, { telegram: 3588 })
    assert.sameMembers(Object.keys(app.counts), ['discord', 'vk', 'youtube', 'telegram'])
    assert.sameMembers(Object.keys(app.links), [
      'discord',
      'vk',
      'message_link',
      'support_link',
      'youtube',
      'telegram',
      '2fa_tg',
      '2fa_vk',
    ])
  })

  test('gives English server taglines on the English home page', async ({ client, assert }) => {
    const server = await ServerFactory.create()

    const response = await client.get(pagePath('en', 'platform.home.show')).withInertia()

    assert.equal(response.inertiaProps.locale, 'en')
    assert.equal(response.inertiaProps.app.servers[0].tagline, server.taglineEn)
  })

  test('links the translation bundle of its language, without server-only keys', async ({
    client,
    assert,
  }) => {
    const page = await client.get(pagePath('en', 'platform.home.show')).withInertia()
    const url = page.inertiaProps.translationsUrl as string
    const html = await client.get(pagePath('en', 'platform.home.show'))
    const bundle = await client.get(url)

    assert.match(url, /^\/translations\/en\.[\w-]{16}\.json$/)
    assert.isUndefined(page.inertiaProps.translations)
    assert.notInclude(html.text(), '"platform.home.hero_title":')
    assert.include(html.text(), `content="${t('en', 'common.product.tagline')}"`)
    // inertia/boot.ts requests it with the app, after the first paint.
    assert.include(html.text(), `<meta name="tm-preload" content="${url}`)
    bundle.assertHeader('cache-control', 'public, max-age=31536000, immutable')
    const translations = bundle.body() as Record<string, string>
    assert.equal(translations['platform.home.hero_title'], t('en', 'platform.home.hero_title'))
    assert.isEmpty(Object.keys(translations).filter((key) => key.startsWith('validator.')))
  })

  test('does not pass registered accounts off as players on the home page', async ({
    client,
    assert,
  }) => {
    await UserFactory.createMany(3)

    const response = await client.get(pagePath('ru', 'platform.home.show')).withInertia()

    assert.notProperty(response.inertiaProps, 'playersCount')
    assert.notInclude(JSON.stringify(response.inertiaProps), 'stat_players')
  })

  test('renders / in Russian when nothing says otherwise', async ({ client }) => {
    const response = await client.get('/').withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('platform/home/show')
    response.assertInertiaPropsContains({ locale: 'ru' })
  })

  test('renders / in the language of Accept-Language', async ({ client }) => {
    const response = await client.get('/').header('Accept-Language', 'en-GB,en;q=0.9').withInertia()

    response.assertInertiaComponent('platform/home/show')
    response.assertInertiaPropsContains({ locale: 'en' })
  })

  test('falls back to Russian for an unsupported Accept-Language', async ({ client }) => {
    const response = await client.get('/').header('Accept-Language', 'de-DE,fr;q=0.8').withInertia()

    response.assertInertiaPropsContains({ locale: 'ru' })
  })

  test('prefers the locale cookie over Accept-Language on /', async ({ client }) => {
    const response = await withRawCookies(client.get('/'), { locale: 'en' })
      .header('Accept-Language', 'ru')
      .withInertia()

    response.assertInertiaPropsContains({ locale: 'en' })
  })

  test('ignores an unknown locale cookie on /', async ({ client }) => {
    const response = await withRawCookies(client.get('/'), { locale: 'de' })
      .header('Accept-Language', 'en')
      .withInertia()

    response.assertInertiaPropsContains({ locale: 'en' })
  })

  test('serves /{lang} in its own language whatever the cookie says', async ({ client }) => {
    const response = await withRawCookies(client.get(pagePath('ru', 'platform.home.show')), {
      locale: 'en',
    })
      .header('Accept-Language', 'en')
      .withInertia()

    response.assertInertiaPropsContains({ locale: 'ru' })
  })
})
