import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import User from '#models/user'
import ReferralService from '#services/economy/referral_service'
import { UserFactory } from '#database/factories/user_factory'
import {
  VIEWPORTS,
  axeViolations,
  baseURL,
  horizontalOverflow,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { gameServerWithKey } from '#tests/support/game_api'
import { logInBrowser } from '#tests/support/journeys'
import { HOUR, loginTrace, playThroughGameApi, referredBy } from '#tests/support/referrals'
import { openSession } from '#tests/support/sessions'
import { walletOf } from '#tests/support/wallets'
import { pagePath } from '#tests/support/urls'

test.group('Referral journey', (group) => {
  group.each.setup(freshDatabase)

  test('a friend opens the invite link in a fresh browser, registers and plays; the referrer is paid', async ({
    browser,
    browserContext,
    client,
    assert,
  }) => {
    const referrer = await UserFactory.merge({ nickname: 'Kirito_92' }).create()
    await logInBrowser(browserContext, await openSession(referrer))
    const page = await browserContext.newPage()
    page.setDefaultNavigationTimeout(120_000)
    page.setDefaultTimeout(60_000)
    const errors = watchPageErrors(page)

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'economy.invites.show'))
    await page.getByText('Nobody has registered through your link yet.').waitFor()
    const link = (await page.locator('[data-invite-link]').textContent())!
    assert.match(link, new RegExp(`/r/${referrer.referralCode}$`))

    // The friend: a fresh browser, the link, then the sign-up form.
    const friendContext = await browser.newContext({ baseURL, locale: 'en-GB' })
    const friend = await friendContext.newPage()
    friend.setDefaultNavigationTimeout(120_000)
    friend.setDefaultTimeout(60_000)
    const friendErrors = watchPageErrors(friend, [400])
    await friend.goto(new URL(link).pathname)
    await friend.waitForURL((url) => url.pathname === pagePath('en', 'platform.home.show'))
    await openPage(friend, pagePath('en', 'accounts.registrations.create'))
    await friend.getByLabel('Nickname').fill('Asuna_Star')
    await friend.getByLabel('E-mail').fill('asuna@example.com')
    await friend.locator('input[name="password"]').fill('starlight-2024')
    await friend.locator('input[name="passwordConfirmation"]').fill('starlight-2024')
    await friend.getByRole('checkbox', { name: /I accept/ }).check()
    await friend.getByRole('button', { name: 'Create account' }).click()
    await friend.getByRole('button', { name: /Asuna_Star/ }).waitFor()
    const invited = await User.findByOrFail('nickname_key', 'asuna_star')
    assert.equal(invited.referrerId, referrer.id)
    assert.deepEqual(friendErrors, [])
    await friendContext.close()

    // A day goes by (hours count from the binding on, the referrer has logged in this week),
    // then 3.5 hours of play reported by the game server: 3 full hours, 2 coins each.
    await referredBy(invited, referrer, 1)
    await loginTrace(referrer, 3, 0)
    const { key } = await gameServerWithKey()
    await playThroughGameApi(client, key, 'Asuna_Star', 4 * HOUR, 3.5)
    const referrals = await app.container.make(ReferralService)
    assert.equal(await referrals.payHours(), 3)

    await openPage(page, pagePath('en', 'economy.invites.show'))
    const row = page.locator('[data-referral="Asuna_Star"]')
    await row.getByText('Asuna_Star').waitFor()
    assert.equal(await page.locator('[data-figure="visits"]').textContent(), '1')
    assert.equal(await page.locator('[data-figure="registrations"]').textContent(), '1')
    assert.equal(await page.locator('[data-figure="coins"]').textContent(), '6')
    // Hours played and coins earned: the third and fourth columns.
    assert.equal(await row.locator('td').nth(2).innerText(), '3')
    assert.equal(await row.locator('td').nth(3).innerText(), '6')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'invite-referrals-en-1440')
    await page.setViewportSize(VIEWPORTS.phone)
    assert.equal(await horizontalOverflow(page), 0, 'the page scrolls sideways')
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'invite-referrals-en-360')

    assert.deepEqual(await walletOf(referrer), { balance: 0, coins: 6 })
    assert.deepEqual(errors, [])
  }).timeout(300_000)
})
