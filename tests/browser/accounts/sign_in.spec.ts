import { test } from '@japa/runner'
import type { Page } from 'playwright'
import User from '#models/user'
import {
  VIEWPORTS,
  axeViolations,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

/** The page must not scroll sideways (360 px phones). */
async function assertNoOverflow(
  page: Page,
  assert: { equal: (a: unknown, b: unknown, m?: string) => void }
) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth
  )
  assert.equal(overflow, 0, 'the page scrolls sideways')
}

test.group('Sign-in journey', (group) => {
  group.each.setup(freshDatabase)

  test('the login and register pages read well in ru and en at 1440 and 360 px', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    for (const locale of ['ru', 'en'] as const) {
      for (const [size, viewport] of Object.entries({
        1440: VIEWPORTS.desktop,
        360: VIEWPORTS.phone,
      })) {
        await page.setViewportSize(viewport)
        for (const name of ['login', 'register'] as const) {
          await openPage(page, `/${locale}/${name}`)
          await page.getByRole('heading', { level: 1 }).waitFor()
          assert.equal(await page.locator('html').getAttribute('lang'), locale)
          assert.deepEqual(await axeViolations(page), [], `${name} ${locale} ${size}`)
          await assertNoOverflow(page, assert)
          await keepScreenshot(page, `accounts-${name}-${locale}-${size}`)
        }
      }
    }
    assert.deepEqual(errors, [])
  })

  test('a visitor registers through the form, logs out and logs back in', async ({
    browserContext,
    assert,
  }) => {
    const page = await browserContext.newPage()
    // The live checks answer 400 for a bad value on purpose.
    const errors = watchPageErrors(page, [400])
    await page.setViewportSize(VIEWPORTS.desktop)

    await openPage(page, pagePath('ru', 'accounts.registrations.create'))
    const nickname = page.getByLabel('Никнейм')
    const email = page.getByLabel('E-mail')
    // The labels end in a required "*", so password fields are found by name.
    const password = page.locator('input[name="password"]')
    const repeat = page.locator('input[name="passwordConfirmation"]')

    // Live checks on blur: a short nickname, then a free one.
    await nickname.fill('ab')
    await email.focus()
    await page.getByText('Поле «никнейм» должно содержать не меньше 3 символов').waitFor()
    await nickname.fill('Sakura_Mage')
    await page.getByText('Этот никнейм свободен').waitFor()
    assert.equal(await nickname.getAttribute('aria-invalid'), null)

    await email.fill('sakura@example.com')
    await password.fill('starlight-2024')
    await repeat.fill('starlight-2025')
    await page.getByRole('button', { name: 'Показать пароль' }).first().focus()
    await page.getByText('Пароли не совпадают').waitFor()
    assert.equal(await repeat.getAttribute('aria-invalid'), 'true')
    await repeat.fill('starlight-2024')
    await page.getByText('Пароли не совпадают').waitFor({ state: 'detached' })

    // Terms are required: the server answers with the inline error.
    await page.getByRole('button', { name: 'Создать аккаунт' }).click()
    await page
      .getByText('Примите публичную оферту, политику конфиденциальности и правила', { exact: true })
      .waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'accounts-register-errors-ru-1440')

    // The passwords stay filled after the error; only the checkbox is missing.
    assert.equal(await password.inputValue(), 'starlight-2024')
    await page.getByRole('checkbox', { name: /Я принимаю/ }).check()
    await page.getByRole('button', { name: 'Создать аккаунт' }).click()

    await page.waitForURL('**/ru')
    await page
      .getByText(
        'Аккаунт создан. Письмо для подтверждения e-mail уже в пути — проверьте sakura@example.com.'
      )
      .waitFor()
    await page.getByRole('button', { name: /Sakura_Mage/ }).waitFor()
    const user = await User.findByOrFail('nickname_key', 'sakura_mage')
    assert.equal(user.email, 'sakura@example.com')
    const cookies = await browserContext.cookies()
    assert.isTrue(cookies.find((cookie) => cookie.name === 'access_token')?.httpOnly)

    // Log out through the confirm screen.
    await openPage(page, pagePath('ru', 'accounts.logout.show'))
    await page.getByRole('heading', { level: 1, name: 'Выйти из аккаунта?' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'accounts-logout-ru-1440')
    await page.setViewportSize(VIEWPORTS.phone)
    await assertNoOverflow(page, assert)
    await keepScreenshot(page, 'accounts-logout-ru-360')
    await page.setViewportSize(VIEWPORTS.desktop)
    await page.getByRole('button', { name: 'Выйти' }).click()
    await page.waitForURL('**/ru')
    await page.getByText('Вы вышли из аккаунта').waitFor()
    const afterLogout = await browserContext.cookies()
    assert.isUndefined(afterLogout.find((cookie) => cookie.name === 'access_id'))

    // Log in: a wrong password first, then by e-mail in another case.
    await openPage(page, pagePath('ru', 'accounts.sessions.create'))
    const loginPassword = page.locator('input[name="password"]')
    await page.getByLabel('Никнейм или e-mail').fill('sakura_mage')
    await loginPassword.fill('wrong password')
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    // Under the password, not (only) as a notice.
    await page.locator('form').getByText('Неверный логин или пароль').waitFor()
    assert.equal(await loginPassword.getAttribute('aria-invalid'), 'true')
    assert.equal(await loginPassword.inputValue(), '')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'accounts-login-wrong-password-ru-1440')
    await page.setViewportSize(VIEWPORTS.phone)
    await assertNoOverflow(page, assert)
    await keepScreenshot(page, 'accounts-login-wrong-password-ru-360')
    await page.setViewportSize(VIEWPORTS.desktop)

    await page.getByLabel('Никнейм или e-mail').fill('SAKURA@example.com')
    await loginPassword.fill('starlight-2024')
    await page.getByRole('button', { name: 'Показать пароль' }).click()
    assert.equal(await loginPassword.getAttribute('type'), 'text')
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    await page.waitForURL('**/ru')
    await page.getByText('Вы вошли в аккаунт').waitFor()
    await page.getByRole('button', { name: /Sakura_Mage/ }).waitFor()

    assert.deepEqual(errors, [])
  })
})
