import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import PasswordResetMail from '#mails/password_reset_mail'
import { DevMailbox } from '#mails/dev_mailbox'
import type { Page } from 'playwright'
import { AxeBuilder } from '@axe-core/playwright'
import {
  VIEWPORTS,
  axeViolations,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'

const directory = app.tmpPath(`browser-mailbox-${process.pid}`)

/**
 * axe on the page around the letter: the letter's frame runs no scripts
 * (sandboxed), so axe cannot enter it and would wait forever.
 */
async function violationsAroundLetter(page: Page) {
  const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze()
  return violations.map((violation) => violation.id)
}

test.group('Dev mailbox journey', (group) => {
  group.each.setup(freshDatabase)
  group.each.setup(() => {
    const previous = app.config.get('dev_mailbox')
    app.config.set('dev_mailbox', { enabled: true, directory, keep: 50 })
    return async () => {
      await new DevMailbox(directory).clear()
      app.config.set('dev_mailbox', previous)
    }
  })

  test('a developer without SMTP reads a letter in the dev mailbox ({locale}, {size} px)')
    .with([
      { locale: 'en', size: 1440 },
      { locale: 'ru', size: 360 },
    ] as const)
    .run(async ({ browserContext, assert }, { locale, size }) => {
      await mail
        .use('dev_mailbox')
        .send(
          new PasswordResetMail(
            { email: 'dev@example.com', nickname: 'Dev_Mage', locale },
            'http://localhost:3333/en/restore?token=preview'
          )
        )
      const page = await browserContext.newPage()
      const errors = watchPageErrors(page)
      await page.setViewportSize(size === 1440 ? VIEWPORTS.desktop : VIEWPORTS.phone)
      const subject =
        locale === 'en' ? 'Reset your TechnoMagic password' : 'Восстановление пароля TechnoMagic'

      await openPage(page, `/${locale}/dev-mailbox`)
      await page.getByRole('link', { name: new RegExp(subject) }).waitFor()
      assert.deepEqual(await axeViolations(page), [])
      await keepScreenshot(page, `dev-mailbox-index-${locale}-${size}`)

      await page.getByRole('link', { name: new RegExp(subject) }).click()
      await page.getByRole('heading', { level: 1, name: subject }).waitFor()
      assert.include(await page.locator('iframe').getAttribute('srcdoc'), 'Dev_Mage')
      assert.deepEqual(await violationsAroundLetter(page), [])
      await keepScreenshot(page, `dev-mailbox-letter-${locale}-${size}`)

      await page.getByRole('tab', { name: locale === 'en' ? 'Plain text' : 'Текст' }).click()
      await page.getByText('restore?token=preview').first().waitFor()
      assert.deepEqual(errors, [])
    })
})
