import { test } from '@japa/runner'
import { days, rawSetCookie, siteUrl } from '#tests/support/http'

test.group('Language switch', () => {
  test('remembers the language for 365 days in a plain cookie', async ({ client, assert }) => {
    const response = await client
      .put('/locale')
      .form({ locale: 'en', path: '/ru/store' })
      .withCsrfToken()
      .redirects(0)

    const cookie = rawSetCookie(response, 'locale')
    assert.equal(cookie?.value, 'en')
    assert.equal(cookie?.maxAge, days(365))
    assert.equal(cookie?.path, '/')
  })

  test('keeps {path} in the new language')
    .with([
      { path: '/ru/store', locale: 'en', location: '/en/store' },
      { path: '/en/servers/hitech', locale: 'ru', location: '/ru/servers/hitech' },
      { path: '/ru', locale: 'en', location: '/en' },
      { path: '/', locale: 'en', location: '/en' },
      { path: '/ru/store?tab=roles', locale: 'en', location: '/en/store?tab=roles' },
      { path: '/ru/rules#chat', locale: 'en', location: '/en/rules#chat' },
      {
        path: '/ru?open-modal=transfer-coins',
        locale: 'en',
        location: '/en?open-modal=transfer-coins',
      },
      { path: '/en/stats', locale: 'en', location: '/en/stats' },
    ])
    .run(async ({ client }, row) => {
      const response = await client
        .put('/locale')
        .form({ locale: row.locale, path: row.path })
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      response.assertHeader('location', row.location)
    })

  test('goes to the home page of the new language without a path', async ({ client }) => {
    const response = await client.put('/locale').form({ locale: 'en' }).withCsrfToken().redirects(0)

    response.assertHeader('location', '/en')
  })

  test('refuses to redirect off the site to {path}')
    .with([
      { path: '//evil.example/ru/store' },
      { path: '/\\evil.example' },
      { path: 'https://evil.example/ru' },
      { path: 'javascript:alert(1)' },
      { path: '/\t/evil.example' },
      { path: 'evil.example/ru' },
    ])
    .run(async ({ client }, { path }) => {
      const response = await client
        .put('/locale')
        .form({ locale: 'en', path })
        .withCsrfToken()
        .redirects(0)

      response.assertStatus(302)
      response.assertHeader('location', '/en')
    })

  test('answers an Inertia switch with 303 so the visit continues with GET', async ({ client }) => {
    const response = await client
      .put('/locale')
      .withInertia()
      .json({ locale: 'en', path: '/ru/store' })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(303)
    response.assertHeader('location', '/en/store')
  })

  test('refuses an unknown language with a validation error and no cookie', async ({
    client,
    assert,
  }) => {
    const response = await client
      .put('/locale')
      .header('referer', siteUrl('/ru/store'))
      .form({ locale: 'de', path: '/ru/store' })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', siteUrl('/ru/store'))
    assert.deepEqual(response.flashMessage('inputErrorsBag'), {
      locale: ['Выберите одно из предложенных значений поля «язык»'],
    })
    assert.isUndefined(rawSetCookie(response, 'locale'))
  })

  test('answers an Inertia visit with an unknown language by 303 back with errors', async ({
    client,
    assert,
  }) => {
    const response = await client
      .put('/locale')
      .header('referer', siteUrl('/en/store'))
      .header('Accept-Language', 'en')
      .withInertia()
      .json({ locale: 'xx', path: '/en/store' })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(303)
    response.assertHeader('location', siteUrl('/en/store'))
    assert.deepEqual(response.flashMessage('inputErrorsBag'), {
      locale: ['Choose one of the offered values for the language'],
    })
  })

  test('refuses a switch without a CSRF token', async ({ client, assert }) => {
    const response = await client
      .put('/locale')
      .form({ locale: 'en', path: '/ru/store' })
      .redirects(0)

    assert.isUndefined(rawSetCookie(response, 'locale'))
    assert.notEqual(response.header('location'), '/en/store')
  })
})
