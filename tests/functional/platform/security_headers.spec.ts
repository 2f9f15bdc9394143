import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { scriptHash } from '#domain/platform/content_security_policy'
import { pagePath, pathFor } from '#tests/support/urls'

/** The sources a CSP directive allows. */
function sources(csp: string | undefined, directive: string) {
  const found = (csp ?? '').split(';').find((part) => part.trim().startsWith(`${directive} `))
  return found?.trim().split(/\s+/).slice(1) ?? []
}

test.group('Security headers', (group) => {
  group.each.setup(isolateDatabase)

  test('a page gets a CSP without inline scripts, a referrer policy and nosniff', async ({
    client,
    assert,
  }) => {
    const response = await client.get(pagePath('ru', 'platform.home.show'))

    response.assertStatus(200)
    const csp = response.header('content-security-policy')
    assert.isString(csp)
    assert.notInclude(sources(csp, 'script-src'), "'unsafe-inline'")
    assert.deepEqual(sources(csp, 'object-src'), ["'none'"])
    assert.deepEqual(sources(csp, 'frame-ancestors'), ["'self'"])
    response.assertHeader('referrer-policy', 'strict-origin-when-cross-origin')
    response.assertHeader('x-content-type-options', 'nosniff')
  })

  test('every inline script of the page is data or allowed by its hash', async ({
    client,
    assert,
  }) => {
    const response = await client.get(pagePath('ru', 'platform.home.show'))

    const allowed = sources(response.header('content-security-policy'), 'script-src')
    const inline = [...response.text().matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=/.test(attributes)
    )
    assert.isAbove(inline.length, 0)
    for (const [, attributes, body] of inline) {
      if (/type="application\/(ld\+)?json"/.test(attributes)) continue
      assert.include(allowed, scriptHash(body), `inline script ${attributes}`)
    }
  })

  test('the CSP is the same bytes for a guest, a player and another page', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const guest = await client.get(pagePath('ru', 'platform.home.show'))
    const player = await client.get(pagePath('ru', 'platform.home.show')).loginAs(user)
    const other = await client.get(pagePath('en', 'accounts.sessions.create'))

    assert.equal(player.header('content-security-policy'), guest.header('content-security-policy'))
    assert.equal(other.header('content-security-policy'), guest.header('content-security-policy'))
  })

  test('HSTS only over HTTPS', async ({ client, assert }) => {
    const plain = await client.get(pagePath('ru', 'platform.home.show'))
    const secure = await client
      .get(pagePath('ru', 'platform.home.show'))
      .header('X-Forwarded-Proto', 'https')

    assert.isUndefined(plain.header('strict-transport-security'))
    secure.assertHeader('strict-transport-security', 'max-age=15552000')
  })

  test('API JSON gets nosniff and no page CSP', async ({ client, assert }) => {
    const response = await client.get(pathFor('api.platform.main.show'))

    response.assertHeader('x-content-type-options', 'nosniff')
    assert.isUndefined(response.header('content-security-policy'))
  })
})
