import { test } from '@japa/runner'
import { days, rawSetCookie, siteUrl, withRawCookies } from '#tests/support/http'
import { pagePath } from '#tests/support/urls'

test.group('Region switch', () => {
  // spec §9 asks for about 10 years; RFC 6265bis caps a cookie at 400 days (browsers and the
  // cookie serializer both apply it), so the longest lifetime a browser keeps is what is sent.
  test('stores the region in a plain cookie for the longest lifetime browsers keep', async ({
    client,
    assert,
  }) => {
    const response = await client
      .put('/region')
      .form({ region: 'global' })
      .withCsrfToken()
      .redirects(0)

    const cookie = rawSetCookie(response, 'region')
    assert.equal(cookie?.value, 'global')
    assert.equal(cookie?.maxAge, days(400))
    assert.equal(cookie?.path, '/')
  })

  test('goes back to the page of this site that asked', async ({ client }) => {
    const response = await client
      .put('/region')
      .header('referer', siteUrl(pagePath('en', 'economy.store.show', {}, { tab: 'roles' })))
      .form({ region: 'global' })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'economy.store.show', {}, { tab: 'roles' }))
  })

  test('goes to the home page when the referer is another site', async ({ client }) => {
    const response = await client
      .put('/region')
      .header('referer', 'https://evil.example/ru/store')
      .header('Accept-Language', 'en')
      .form({ region: 'russia' })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'platform.home.show'))
  })

  test('refuses an unknown region without storing it', async ({ client, assert }) => {
    const response = await client
      .put('/region')
      .header('referer', siteUrl(pagePath('ru', 'platform.home.show')))
      .form({ region: 'mars' })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.property(response.flashMessage('inputErrorsBag'), 'region')
    assert.isUndefined(rawSetCookie(response, 'region'))
  })
})

test.group('Region of a visitor', () => {
  test('shares {expected} for cookie {cookie}, CF-IPCountry {cf}, X-Country-Code {xcc}')
    .with([
      { cookie: null, cf: null, xcc: null, expected: 'russia' },
      { cookie: 'global', cf: null, xcc: null, expected: 'global' },
      { cookie: 'russia', cf: 'DE', xcc: null, expected: 'russia' },
      { cookie: null, cf: 'DE', xcc: null, expected: 'global' },
      { cookie: null, cf: 'ru', xcc: null, expected: 'russia' },
      { cookie: null, cf: 'KZ', xcc: null, expected: 'russia' },
      { cookie: null, cf: null, xcc: 'US', expected: 'global' },
      { cookie: null, cf: 'RU', xcc: 'US', expected: 'russia' },
      { cookie: null, cf: 'XX', xcc: null, expected: 'russia' },
      { cookie: null, cf: 'T1', xcc: null, expected: 'russia' },
      { cookie: 'mars', cf: 'FR', xcc: null, expected: 'global' },
    ])
    .run(async ({ client }, row) => {
      const request = client.get(pagePath('ru', 'platform.home.show')).withInertia()
      if (row.cookie) withRawCookies(request, { region: row.cookie })
      if (row.cf) request.header('CF-IPCountry', row.cf)
      if (row.xcc) request.header('X-Country-Code', row.xcc)

      const response = await request

      response.assertInertiaPropsContains({ region: row.expected })
    })
})
