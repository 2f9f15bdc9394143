import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import type { Page } from 'playwright'
import SessionTokenService from '#services/accounts/session_token_service'
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
import { clearMailbox, codeIn, waitForMail } from '#tests/support/smtp'

const TEXT = {
  ru: {
    heading: 'E-mail',
    sendCode: 'Отправить код',
    code: 'Код из письма',
    confirm: 'Подтвердить',
    againIn: /Повторно через \d+ с/,
    newEmail: 'Новый e-mail',
    changed: 'E-mail изменён',
    wrong: 'Неверный код. Осталось 4 попытки.',
  },
  en: {
    heading: 'E-mail',
    sendCode: 'Send the code',
    code: 'Code from the letter',
    confirm: 'Confirm',
    againIn: /Again in \d+ s/,
    newEmail: 'New e-mail',
    changed: 'E-mail changed',
    wrong: 'Wrong code. 4 tries left.',
  },
} as const

async function check(page: Page, assert: any, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth
  )
  assert.equal(overflow, 0, `${name} scrolls sideways`)
  assert.deepEqual(await axeViolations(page), [], name)
  await keepScreenshot(page, name)
}

test.group('E-mail change journey', (group) => {
  group.each.setup(freshDatabase)
  group.each.setup(() => clearMailbox())

  test('a player moves to a new address with two codes ({locale}, {size} px)')
    .with([
      { locale: 'ru', size: 1440 },
      { locale: 'en', size: 360 },
    ] as const)
    .run(async ({ browserContext, assert }, { locale, size }) => {
      const text = TEXT[locale]
      const oldEmail = `before-${locale}@example.com`
      const newEmail = `after-${locale}@example.com`
      const user = await UserFactory.merge({
        email: oldEmail,
        emailVerifiedAt: DateTime.utc().minus({ days: 10 }),
      }).create()
      const credentials = await new SessionTokenService().create(user, {
        source: 'site',
        browser: 'Chromium',
        system: 'Linux',
        ip: '127.0.0.1',
      })
      await browserContext.addCookies([
        { name: 'access_id', value: credentials.accessId, url: baseURL, httpOnly: true },
        { name: 'access_token', value: credentials.accessToken, url: baseURL, httpOnly: true },
      ])
      const page = await browserContext.newPage()
      const errors = watchPageErrors(page)
      await page.setViewportSize(size === 1440 ? VIEWPORTS.desktop : VIEWPORTS.phone)
      const shot = (step: string) => check(page, assert, `email-change-${step}-${locale}-${size}`)

      await openPage(page, `/${locale}/cabinet/email`)
      await page.getByRole('heading', { level: 1, name: text.heading }).waitFor()
      await page.getByText(oldEmail).first().waitFor()
      await shot('start')

      // Step 1: a code to the current address; the resend button counts down live.
      await page.getByRole('button', { name: text.sendCode }).click()
      await page.getByLabel(text.code).waitFor()
      const resend = page.getByRole('button', { name: text.againIn })
      await resend.waitFor()
      const before = await resend.textContent()
      // The next tick, as soon as it comes (within the 1.6 s a fixed wait used to give it).
      await page.waitForFunction(
        ([button, label]) => button?.textContent !== label,
        [await resend.elementHandle(), before] as const,
        { timeout: 1600 }
      )
      assert.notEqual(await resend.textContent(), before, 'the countdown ticks')
      assert.isTrue(await resend.isDisabled())
      const first = await waitForMail({ to: oldEmail })

      // A wrong code first, then the right one (step 2).
      const wrong = codeIn(first) === '000000' ? '000001' : '000000'
      await page.getByLabel(text.code).fill(wrong)
      await page.getByRole('button', { name: text.confirm }).click()
      await page.getByText(text.wrong).waitFor()
      await shot('confirm-current')
      await page.getByLabel(text.code).fill(codeIn(first))
      await page.getByRole('button', { name: text.confirm }).click()

      // Step 3: the new address; step 4: its code.
      await page.getByLabel(text.newEmail).fill(newEmail)
      await shot('new-address')
      await page.getByRole('button', { name: text.sendCode }).click()
      await page.getByText(newEmail).first().waitFor()
      const second = await waitForMail({ to: newEmail })
      await shot('confirm-new')
      await page.getByLabel(text.code).fill(codeIn(second))
      await page.getByRole('button', { name: text.confirm }).click()
      await page.getByText(text.changed, { exact: true }).first().waitFor()
      await page.getByText(newEmail).first().waitFor()
      await shot('changed')

      await user.refresh()
      assert.equal(user.email, newEmail)
      assert.deepEqual(errors, [])
    })
})
