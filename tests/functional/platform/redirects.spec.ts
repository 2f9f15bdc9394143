/* eslint-disable no-restricted-syntax -- raw paths: legacy paths, redirect rules and malformed paths are the subject */
import { test } from '@japa/runner'
import communityConfig from '#config/community'
import RedirectRuleService from '#services/platform/redirect_rule_service'
import { RedirectRuleFactory } from '#database/factories/redirect_rule_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { pagePath, pathFor } from '#tests/support/urls'

test.group('Payment success return', (group) => {
  group.each.setup(isolateDatabase)

  test('sends a logged-in player from {url} to the pay page with notify=success')
    .with([
      {
        url: '/pay/success',
        location: pagePath('ru', 'economy.payments.create', {}, { notify: 'success' }),
      },
      {
        url: pagePath('ru', 'economy.store.show', {}, { status: 'succeeded' }),
        location: pagePath('ru', 'economy.payments.create', {}, { notify: 'success' }),
      },
      {
        url: pagePath('en', 'platform.home.show', {}, { status: 'succeeded' }),
        location: pagePath('en', 'economy.payments.create', {}, { notify: 'success' }),
      },
      {
        url: '/?status=succeeded&order=42',
        location: pagePath('ru', 'economy.payments.create', {}, { notify: 'success' }),
      },
      {
        url: '/pay/success?lang=en',
        location: pagePath('en', 'economy.payments.create', {}, { notify: 'success' }),
      },
    ])
    .run(async ({ client }, row) => {
      const user = await UserFactory.create()

      const response = await client.get(row.url).loginAs(user).redirects(0)

      response.assertStatus(302)
      response.assertHeader('location', row.location)
    })

  test('sends an anonymous visitor from {url} to the main site pay-success page')
    .with([
      { url: '/pay/success', location: 'https://main.example/ru/pay-success' },
      {
        url: pagePath('en', 'accounts.cabinet.show', {}, { status: 'succeeded' }),
        location: 'https://main.example/en/pay-success',
      },
    ])
    .run(async ({ client, cleanup }, row) => {
      const configured = communityConfig.mainSiteUrl
      communityConfig.mainSiteUrl = 'https://main.example/'
      cleanup(() => {
        communityConfig.mainSiteUrl = configured
      })

      const response = await client.get(row.url).redirects(0)

      response.assertStatus(302)
      response.assertHeader('location', row.location)
    })

  test('uses the visitor language for /pay/success', async ({ client, cleanup }) => {
    const configured = communityConfig.mainSiteUrl
    communityConfig.mainSiteUrl = 'https://main.example'
    cleanup(() => {
      communityConfig.mainSiteUrl = configured
    })

    const response = await client.get('/pay/success').header('Accept-Language', 'en').redirects(0)

    response.assertHeader('location', 'https://main.example/en/pay-success')
  })

  test('uses the language the payment named over the browser’s', async ({ client, cleanup }) => {
    const configured = communityConfig.mainSiteUrl
    communityConfig.mainSiteUrl = 'https://main.example'
    cleanup(() => {
      communityConfig.mainSiteUrl = configured
    })

    const response = await client
      .get('/pay/success?lang=ru')
      .header('Accept-Language', 'en')
      .redirects(0)

    response.assertHeader('location', 'https://main.example/ru/pay-success')
  })

  test('sends an anonymous visitor home, not to the login, without a main site', async ({
    client,
    cleanup,
  }) => {
    const configured = communityConfig.mainSiteUrl
    communityConfig.mainSiteUrl = null
    cleanup(() => {
      communityConfig.mainSiteUrl = configured
    })

    const response = await client.get('/pay/success').redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', '/ru')
  })

  test('leaves a page with another payment status alone', async ({ client }) => {
    const response = await client
      .get(pagePath('ru', 'platform.home.show', {}, { status: 'failed' }))
      .withInertia()
      .redirects(0)

    response.assertStatus(200)
    response.assertInertiaComponent('platform/home/show')
  })

  test('leaves the JSON API alone', async ({ client }) => {
    const response = await client
      .get(pathFor('api.platform.main.show', {}, { status: 'succeeded' }))
      .redirects(0)

    response.assertStatus(200)
  })
})

test.group('Zero-width characters in paths', () => {
  test('strips them from {url} with a 301 to {location}')
    .with([
      { url: '/ru%E2%80%8B', location: pagePath('ru', 'platform.home.show') },
      { url: '/%E2%80%8Bru/store', location: pagePath('ru', 'economy.store.show') },
      { url: '/ru/store%E2%80%8C%E2%80%8D', location: pagePath('ru', 'economy.store.show') },
      { url: '/ru/rules%E2%81%A0', location: pagePath('ru', 'content.rules.show') },
      { url: '/ru/news%EF%BB%BF', location: pagePath('ru', 'content.news.index') },
      {
        url: '/ru%E2%80%8B?tab=roles',
        location: pagePath('ru', 'platform.home.show', {}, { tab: 'roles' }),
      },
      {
        url: '/ru?ref=%E2%80%8Bfriend',
        location: pagePath('ru', 'platform.home.show', {}, { ref: 'friend' }),
      },
      { url: '/ru/%D0%BD%E2%80%8B', location: '/ru/%D0%BD' },
      { url: '/%E2%80%8B', location: '/' },
    ])
    .run(async ({ client }, row) => {
      const response = await client.get(row.url).redirects(0)

      response.assertStatus(301)
      response.assertHeader('location', row.location)
    })

  test('keeps the target on this site for {url}')
    .with([
      { url: '/%E2%80%8B/evil.example', location: '/evil.example' },
      { url: '/%EF%BB%BF/evil.example', location: '/evil.example' },
      { url: '/%E2%81%A0/evil.example', location: '/evil.example' },
      { url: '/%E2%80%8B/evil.example/ru/login?x=1', location: '/evil.example/ru/login?x=1' },
      { url: '/%E2%80%8B%E2%80%8C/%E2%80%8D/evil.example', location: '/evil.example' },
      { url: '/%E2%80%8B/%5Cevil.example', location: '/%5Cevil.example' },
      { url: '/%E2%80%8B%5C/evil.example', location: '/%5C/evil.example' },
      { url: '/%E2%80%8B/%09/evil.example', location: '/%09/evil.example' },
      { url: '/%E2%80%8B/%2E%2E//evil.example', location: '/evil.example' },
    ])
    .run(async ({ client, assert }, row) => {
      const response = await client.get(row.url).redirects(0)

      response.assertStatus(301)
      response.assertHeader('location', row.location)
      const target = new URL(response.header('location')!, 'http://site.example')
      assert.equal(target.host, 'site.example')
    })

  test('lands on the cleaned page after following the redirect', async ({ client }) => {
    const response = await client.get('/ru%E2%80%8B').withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('platform/home/show')
  })
})

test.group('Redirect rules from the database', (group) => {
  group.each.setup(isolateDatabase)

  test('redirects a rule path to an internal page in the visitor language', async ({ client }) => {
    const rule = await RedirectRuleFactory.merge({ target: '/{lang}/store' }).create()
    await new RedirectRuleService().forget()

    const ru = await client.get(rule.fromPath).redirects(0)
    const en = await client.get(rule.fromPath).header('Accept-Language', 'en').redirects(0)

    ru.assertStatus(302)
    ru.assertHeader('location', pagePath('ru', 'economy.store.show'))
    en.assertHeader('location', pagePath('en', 'economy.store.show'))
  })

  test('redirects permanently when the rule says 301', async ({ client }) => {
    const rule = await RedirectRuleFactory.apply('permanent')
      .merge({ target: pagePath('ru', 'content.rules.show') })
      .create()
    await new RedirectRuleService().forget()

    const response = await client.get(rule.fromPath).redirects(0)

    response.assertStatus(301)
    response.assertHeader('location', pagePath('ru', 'content.rules.show'))
  })

  test('redirects to an external target', async ({ client }) => {
    const rule = await RedirectRuleFactory.apply('external').create()
    await new RedirectRuleService().forget()

    const response = await client.get(rule.fromPath).redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', 'https://partner.example/landing')
  })

  test('matches the rule path with a trailing slash', async ({ client }) => {
    const rule = await RedirectRuleFactory.merge({ target: '/{lang}/store' }).create()
    await new RedirectRuleService().forget()

    const response = await client.get(`${rule.fromPath}/`).redirects(0)

    response.assertHeader('location', pagePath('ru', 'economy.store.show'))
  })

  test('matches a rule path under a language prefix as written', async ({ client }) => {
    await RedirectRuleFactory.merge({
      fromPath: '/en/old-guide',
      target: pagePath('en', 'content.start.show'),
    }).create()
    await new RedirectRuleService().forget()

    const response = await client.get('/en/old-guide').redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'content.start.show'))
  })

  test('stops redirecting once the rule is deleted and the rules are read again', async ({
    client,
  }) => {
    const rule = await RedirectRuleFactory.merge({ fromPath: '/en/gone' }).create()
    const before = await client.get('/en/gone').redirects(0)
    await rule.delete()
    await new RedirectRuleService().forget()

    const response = await client.get('/en/gone').withInertia().redirects(0)

    before.assertStatus(302)
    response.assertStatus(404)
  })

  test('does not redirect a POST to a rule path', async ({ client }) => {
    await RedirectRuleFactory.merge({
      fromPath: '/en/gone',
      target: pagePath('en', 'economy.store.show'),
    }).create()
    await new RedirectRuleService().forget()

    const response = await client.post('/en/gone').withCsrfToken().redirects(0)

    response.assertStatus(404)
  })
})
