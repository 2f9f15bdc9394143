import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import type { Page } from 'playwright'
import { UserFactory } from '#database/factories/user_factory'
import {
  VIEWPORTS,
  axeViolations,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { clearMailbox, linksIn, waitForMail } from '#tests/support/smtp'

type Assert = {
  equal: (actual: unknown, expected: unknown, message?: string) => void
  deepEqual: (actual: unknown, expected: unknown, message?: string) => void
}

const TEXT = {
  ru: {
    email: 'E-mail',
    send: 'Отправить ссылку',
    sent: 'Проверьте почту',
    subject: 'Восстановление пароля TechnoMagic',
    heading: 'Задайте новый пароль',
    save: 'Сохранить пароль',
    mismatch: 'Пароли не совпадают',
    changed: 'Пароль изменён. Войдите с новым паролем.',
    broken: 'Ссылка не работает',
  },
  en: {
    email: 'E-mail',
    send: 'Send the link',
    sent: 'Check your mail',
    subject: 'Reset your TechnoMagic password',
    heading: 'Set a new password',
    save: 'Save the password',
    mismatch: 'Password mismatch',
    changed: 'Password changed. Log in with the new password.',
    broken: 'The link does not work',
  },
} as const

async function check(page: Page, assert: Assert, name: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth
  )
  assert.equal(overflow, 0, `${name} scrolls sideways`)
  assert.deepEqual(await axeViolations(page), [], name)
  await keepScreenshot(page, name)
}

test.group('Password reset journey', (group) => {
  group.each.setup(freshDatabase)
  group.each.setup(() => clearMailbox())

  test('a player who forgot the password gets a letter and sets a new one ({locale}, {size} px)')
    .with([
      { locale: 'ru', size: 1440 },
      { locale: 'en', size: 360 },
      { locale: 'en', size: 1440 },
      { locale: 'ru', size: 360 },
    ] as const)
    .run(async ({ browserContext, assert }, { locale, size }) => {
      const text = TEXT[locale]
      const email = `forgetful-${locale}-${size}@example.com`
      const user = await UserFactory.merge({
        email,
        password: await hash.make('old password 1'),
      }).create()
      const page = await browserContext.newPage()
      const errors = watchPageErrors(page)
      await page.setViewportSize(size === 1440 ? VIEWPORTS.desktop : VIEWPORTS.phone)
      const shot = (step: string) => check(page, assert, `password-reset-${step}-${locale}-${size}`)

      await openPage(page, `/${locale}/reset`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await shot('request')

      await page.getByLabel(text.email).fill(email.toUpperCase())
      await page.getByRole('button', { name: text.send }).click()
      await page.getByRole('heading', { level: 1, name: text.sent }).waitFor()
      await page.getByText(email.toUpperCase()).waitFor()
      await shot('sent')

      const mail = await waitForMail({ to: email })
      assert.equal(mail.subject, text.subject)
      const [link] = linksIn(mail)
      await openPage(page, link)
      await page.getByRole('heading', { level: 1, name: text.heading }).waitFor()
      await shot('restore')

      const password = page.locator('input[name="password"]')
      const repeat = page.locator('input[name="passwordConfirmation"]')
      await password.fill('a new passphrase 2')
      await repeat.fill('a different one 3')
      await page.getByRole('button', { name: text.save }).click()
      await page.getByText(text.mismatch).waitFor()
      assert.equal(await repeat.getAttribute('aria-invalid'), 'true')
      await shot('mismatch')

      await password.fill('a new passphrase 2')
      await repeat.fill('a new passphrase 2')
      await page.getByRole('button', { name: text.save }).click()
      await page.waitForURL((url) => url.pathname === `/${locale}/login`)
      await page.getByText(text.changed).waitFor()
      await user.refresh()
      assert.equal(await hash.verify(user.password!, 'a new passphrase 2'), true)

      // The letter's link works once.
      await openPage(page, link)
      await page.getByRole('heading', { level: 1, name: text.broken }).waitFor()
      await shot('used-link')
      assert.deepEqual(errors, [])
    })
})
