import { test } from '@japa/runner'
import { SourceAliasFactory } from '#database/factories/source_alias_factory'
import ReferralVisit from '#models/referral_visit'
import { ReferralVisitFactory } from '#database/factories/referral_visit_factory'
import { isolateDatabase } from '#tests/support/database'
import { days, rawSetCookie } from '#tests/support/http'
import { pagePath } from '#tests/support/urls'

test.group('Referral links /r/{code}', (group) => {
  group.each.setup(isolateDatabase)

  test('remembers the referral code and sends the visitor home', async ({ client, assert }) => {
    const response = await client
      .get('/r/Steve_2024')
      .header('User-Agent', 'Mozilla/5.0 Firefox/140.0')
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('ru', 'platform.home.show'))
    const cookie = rawSetCookie(response, 'referral_code')
    assert.equal(cookie?.value, 'Steve_2024')
    assert.isTrue(cookie?.httpOnly)
    // spec §9 asks for about 10 years; RFC 6265bis caps cookies at 400 days.
    assert.equal(cookie?.maxAge, days(400))
  })

  test('records the visit with the address and user agent', async ({ client, assert }) => {
    await client.get('/r/Steve_2024').header('User-Agent', 'Mozilla/5.0 Firefox/140.0').redirects(0)

    const visits = await ReferralVisit.query().where('code', 'Steve_2024')
    assert.lengthOf(visits, 1)
    assert.equal(visits[0].userAgent, 'Mozilla/5.0 Firefox/140.0')
    assert.isNotEmpty(visits[0].ip)
  })

  test('records every visit of a code, repeated ones too', async ({ client, assert }) => {
    await ReferralVisitFactory.merge({ code: 'Steve_2024' }).create()

    await client.get('/r/Steve_2024').redirects(0)

    assert.lengthOf(await ReferralVisit.query().where('code', 'Steve_2024'), 2)
  })

  test('counts at most ten visits of a code an hour from one address, still redirecting', async ({
    client,
    assert,
  }) => {
    for (let visit = 0; visit < 12; visit++) {
      const response = await client.get('/r/Steve_2024').redirects(0)
      response.assertStatus(302)
    }
    await client.get('/r/Other_code').redirects(0)

    assert.lengthOf(await ReferralVisit.query().where('code', 'Steve_2024'), 10)
    assert.lengthOf(await ReferralVisit.query().where('code', 'Other_code'), 1)
  })

  test('cuts the stored user agent at 500 characters', async ({ client, assert }) => {
    const userAgent = `Mozilla/5.0 ${'x'.repeat(600)}`

    await client.get('/r/longagent').header('User-Agent', userAgent).redirects(0)

    const visit = await ReferralVisit.findByOrFail('code', 'longagent')
    assert.equal(visit.userAgent, userAgent.slice(0, 500))
  })

  test('sends the visitor home in the language of Accept-Language', async ({ client }) => {
    const response = await client.get('/r/friend').header('Accept-Language', 'en').redirects(0)

    response.assertHeader('location', pagePath('en', 'platform.home.show'))
  })

  test('ignores the invalid code {code}: no cookie, no visit')
    .with([{ code: 'a.b' }, { code: 'x'.repeat(65) }, { code: '%3Cscript%3E' }, { code: 'код' }])
    .run(async ({ client, assert }, row) => {
      const response = await client.get(`/r/${row.code}`).redirects(0)

      response.assertStatus(302)
      response.assertHeader('location', pagePath('ru', 'platform.home.show'))
      assert.isUndefined(rawSetCookie(response, 'referral_code'))
      assert.lengthOf(await ReferralVisit.all(), 0)
    })

  test('leads a campaign alias through its referral link', async ({ client, assert }) => {
    await SourceAliasFactory.merge({ alias: 'yt-ads', code: 'youtube' }).create()
    const alias = await client.get('/source/YT-Ads').redirects(0)
    const referral = await client.get(alias.header('location')!).redirects(0)

    assert.equal(rawSetCookie(referral, 'referral_code')?.value, 'youtube')
    assert.lengthOf(await ReferralVisit.query().where('code', 'youtube'), 1)
  })
})
