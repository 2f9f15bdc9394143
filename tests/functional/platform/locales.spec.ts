/* eslint-disable no-restricted-syntax -- raw paths: the language switch keeps raw paths, fragments and queries */
import { test } from '@japa/runner'
import { days, rawSetCookie, siteUrl } from '#tests/support/http'
import { pagePath } from '#tests/support/urls'

test.group('Language switch', () => {
  test('remembers the language for 365 days in a plain cookie', async ({ client, assert }) => {
    const response = await client
      .put('/locale')
      .form({ locale: 'en', path: pagePath('ru', 'economy.store.show') })
      .withCsrfToken()
      .redirects(0)

    const cookie = rawSetCookie(response, 'locale')
    assert.equal(cookie?.value, 'en')
    assert.equal(cookie?.maxAge, days(365))
    assert.equal(cookie?.path, '/')
  })

  test('keeps {path} in the new language')
    .with([
      {
        path: pagePath('ru', 'economy.store.show'),
        locale: 'en',
        location: pagePath('en', 'economy.store.show'),
      },
      {
        path: pagePath('en', 'content.servers.show', { slug: 'hitech' }),
        locale: 'ru',
        location: pagePath('ru', 'content.servers.show', { slug: 'hitech' }),
      },
      {
        path: pagePath('ru', 'platform.home.show'),
        locale: 'en',
        location: pagePath('en', 'platform.home.show'),
      },
      { path: '/', locale: 'en', location: pagePath('en', 'platform.home.show') },
      {
        path: pagePath('ru', 'economy.store.show', {}, { tab: 'roles' }),
        locale: 'en',
        location: pagePath('en', 'economy.store.show', {}, { tab: 'roles' }),
      },
      { path: '/ru/rules#chat', locale: 'en', location: '/en/rules#chat' },
      {
        path: '/ru?open-modal=transfer-coins',
        locale: 'en',
        location: '/en?open-modal=transfer-coins',
      },
      {
        path: pagePath('en', 'network.statistics.index'),
        locale: 'en',
        location: pagePath('en', 'network.statistics.index'),
      },
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

    response.assertHeader('location', pagePath('en', 'platform.home.show'))
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
      response.assertHeader('location', pagePath('en', 'platform.home.show'))
    })

  test('answers an Inertia switch with 303 so the visit continues with GET', async ({ client }) => {
    const response = await client
      .put('/locale')
      .withInertia()
      .json({ locale: 'en', path: pagePath('ru', 'economy.store.show') })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(303)
    response.assertHeader('location', pagePath('en', 'economy.store.show'))
  })

  test('refuses an unknown language with a validation error and no cookie', async ({
    client,
    assert,
  }) => {
    const response = await client
      .put('/locale')
      .header('referer', siteUrl(pagePath('ru', 'economy.store.show')))
      .form({ locale: 'de', path: pagePath('ru', 'economy.store.show') })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', siteUrl(pagePath('ru', 'economy.store.show')))
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
      .header('referer', siteUrl(pagePath('en', 'economy.store.show')))
      .header('Accept-Language', 'en')
      .withInertia()
      .json({ locale: 'xx', path: pagePath('en', 'economy.store.show') })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(303)
    response.assertHeader('location', siteUrl(pagePath('en', 'economy.store.show')))
    assert.deepEqual(response.flashMessage('inputErrorsBag'), {
      locale: ['Choose one of the offered values for the language'],
    })
  })

  test('refuses a switch without a CSRF token', async ({ client, assert }) => {
    const response = await client
      .put('/locale')
      .form({ locale: 'en', path: pagePath('ru', 'economy.store.show') })
      .redirects(0)

    assert.isUndefined(rawSetCookie(response, 'locale'))
    assert.notEqual(response.header('location'), pagePath('en', 'economy.store.show'))
  })
})
