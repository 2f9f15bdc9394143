import { test } from '@japa/runner'
import { SourceAliasFactory } from '#database/factories/source_alias_factory'
import { isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

const mixedCase = (value: string) =>
  [...value].map((char, index) => (index % 2 ? char.toUpperCase() : char)).join('')

/** spec §2: a campaign alias, matched ignoring case. */
const ALIAS_ROWS = ['autumn-ads', 'AUTUMN-ADS', mixedCase('autumn-ads')].map((alias) => ({
  alias,
  code: 'autumn_code',
}))

test.group('Legacy campaign links /source/{alias}', (group) => {
  group.each.setup(isolateDatabase)

  test('sends /source/{alias} to the referral link /r/{code}')
    .with(ALIAS_ROWS)
    .run(async ({ client }, row) => {
      await SourceAliasFactory.merge({ alias: 'autumn-ads', code: row.code }).create()

      const response = await client.get(`/source/${row.alias}`).redirects(0)

      response.assertStatus(302)
      response.assertHeader('location', `/r/${row.code}`)
    })

  test('sends an unknown alias to the home page in the visitor language', async ({ client }) => {
    const ru = await client.get('/source/unknown-campaign').redirects(0)
    const en = await client
      .get('/source/unknown-campaign')
      .header('Accept-Language', 'en')
      .redirects(0)

    ru.assertStatus(302)
    ru.assertHeader('location', pagePath('ru', 'platform.home.show'))
    en.assertStatus(302)
    en.assertHeader('location', pagePath('en', 'platform.home.show'))
  })

  test('treats inherited object keys as unknown aliases', async ({ client }) => {
    const response = await client.get('/source/constructor').redirects(0)

    response.assertHeader('location', pagePath('ru', 'platform.home.show'))
  })
})
