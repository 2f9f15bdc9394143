import { test } from '@japa/runner'
import recaptchaConfig from '#config/recaptcha'
import RecaptchaClient from '#clients/recaptcha_client'
import CaptchaService from '#services/accounts/captcha_service'
import CaptchaFailedException from '#exceptions/captcha_failed_exception'
import CaptchaUnavailableException from '#exceptions/captcha_unavailable_exception'
import {
  FAKE_SECRET,
  FakeRecaptcha,
  TOKENS,
  recaptchaClientFor,
  unreachableUrl,
} from '#tests/support/fake_recaptcha'

test.group('CaptchaService with the fake siteverify', (group) => {
  let fake: FakeRecaptcha
  group.setup(async () => {
    fake = await FakeRecaptcha.start()
    return () => fake.close()
  })

  const service = () => new CaptchaService(recaptchaClientFor(fake.url))

  test('passes a human token and posts secret, response and remoteip as a form', async ({
    assert,
  }) => {
    const before = fake.requests.length
    await service().verify(TOKENS.human, '203.0.113.7')

    assert.deepEqual(fake.requests.slice(before), [
      { secret: FAKE_SECRET, response: TOKENS.human, remoteip: '203.0.113.7' },
    ])
  })

  test('refuses a token scored below the minimum as a bot', async ({ assert }) => {
    await assert.rejects(() => service().verify(TOKENS.bot, '203.0.113.7'), CaptchaFailedException)
  })

  test('refuses a token siteverify answers success: false for', async ({ assert }) => {
    await assert.rejects(
      () => service().verify(TOKENS.refused, '203.0.113.7'),
      CaptchaFailedException
    )
  })

  test('refuses a missing token without asking Google', async ({ assert }) => {
    const before = fake.requests.length
    await assert.rejects(() => service().verify(undefined, '203.0.113.7'), CaptchaFailedException)
    await assert.rejects(() => service().verify('', '203.0.113.7'), CaptchaFailedException)
    assert.lengthOf(fake.requests, before)
  })

  test('lets the minimum score decide: a bot passes a 0.05 threshold', async () => {
    const lenient = new RecaptchaClient({
      ...recaptchaClientFor(fake.url).config,
      minScore: 0.05,
    })
    await new CaptchaService(lenient).verify(TOKENS.bot, '203.0.113.7')
  })

  test('reports an unreachable siteverify as unavailable, not as a failed check', async ({
    assert,
  }) => {
    const client = recaptchaClientFor(await unreachableUrl())
    await assert.rejects(
      () => new CaptchaService(client).verify(TOKENS.human, '203.0.113.7'),
      CaptchaUnavailableException
    )
  })

  test('skips verification when no secret is configured (embedded default)', async ({ assert }) => {
    const before = fake.requests.length
    const off = new RecaptchaClient({ ...recaptchaConfig, secret: null, verifyUrl: fake.url })
    await new CaptchaService(off).verify(undefined, '203.0.113.7')
    await new CaptchaService(off).verify(TOKENS.bot, '203.0.113.7')
    assert.lengthOf(fake.requests, before)
  })

  test('shares the site key with pages, null without one', ({ assert }) => {
    assert.equal(service().siteKey(), 'fake-recaptcha-site-key')
    assert.isNull(
      new CaptchaService(new RecaptchaClient({ ...recaptchaConfig, siteKey: null })).siteKey()
    )
  })
})

test.group('RecaptchaClient defaults', () => {
  test('reads Google siteverify and a 0.5 minimum score when the environment sets none', ({
    assert,
  }) => {
    assert.equal(recaptchaConfig.verifyUrl, 'https://www.google.com/recaptcha/api/siteverify')
    assert.equal(recaptchaConfig.minScore, 0.5)
    assert.isFalse(new RecaptchaClient().enabled)
  })
})
