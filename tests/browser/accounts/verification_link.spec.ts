import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { EmailVerificationTokenFactory } from '#database/factories/email_verification_token_factory'
import { UserFactory } from '#database/factories/user_factory'
import {
  VIEWPORTS,
  axeViolations,
  baseURL,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { newSecretToken } from '#data/secret_tokens'
import { pagePath } from '#tests/support/urls'

test.group('Stale verification link journey', (group) => {
  group.each.setup(freshDatabase)

  test('a visitor opens a stale verification link and reads a calm page in its language', async ({
    browserContext,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { token, hash: tokenHash } = newSecretToken()
    await EmailVerificationTokenFactory.apply('expired')
      .merge({ userId: user.id, email: user.email!, tokenHash })
      .create()
    const verified = await UserFactory.merge({ emailVerifiedAt: DateTime.utc() }).create()
    const used = newSecretToken()
    await EmailVerificationTokenFactory.apply('used')
      .merge({ userId: verified.id, email: verified.email!, tokenHash: used.hash })
      .create()

    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)
    // The visitor's browser prefers the other language; the link's own wins.
    await browserContext.addCookies([{ name: 'locale', value: 'ru', url: baseURL }])

    const pages = [
      {
        lang: 'en',
        token,
        heading: 'This link no longer works',
        button: 'Log in to send a new letter',
      },
      {
        lang: 'ru',
        token,
        heading: 'Ссылка больше не работает',
        button: 'Войти и отправить новое письмо',
      },
      {
        lang: 'ru',
        token: used.token,
        heading: 'Ваш e-mail уже подтверждён',
        button: 'На главную',
      },
      {
        lang: 'en',
        token: used.token,
        heading: 'Your e-mail is already verified',
        button: 'Back to home',
      },
    ]
    for (const [index, item] of pages.entries()) {
      for (const [size, viewport] of Object.entries({
        1440: VIEWPORTS.desktop,
        360: VIEWPORTS.phone,
      })) {
        await page.setViewportSize(viewport)
        await openPage(page, `/${item.lang}/verify-email?token=${item.token}`)
        await page.getByRole('heading', { level: 1, name: item.heading }).waitFor()
        assert.equal(await page.locator('html').getAttribute('lang'), item.lang)
        await page.getByRole('link', { name: item.button }).waitFor()
        assert.equal(await page.locator('[data-sonner-toast]').count(), 0, 'no error notice')
        assert.deepEqual(await axeViolations(page), [], `${item.lang} ${size}`)
        const name = index < 2 ? 'stale' : 'already-verified'
        await keepScreenshot(page, `accounts-verification-${name}-${item.lang}-${size}`)
      }
    }

    // The way on: log in, then the e-mail settings where a new letter is sent.
    await openPage(page, pagePath('en', 'accounts.email_verifications.show', {}, { token }))
    await page.getByRole('link', { name: 'Log in to send a new letter' }).click()
    await page.waitForURL(/\/en\/login\?return=%2Fen%2Fcabinet%2Femail$/)

    assert.deepEqual(errors, [])
  })
})
