import { test } from '@japa/runner'
import StoreGrant from '#models/store_grant'
import { UserFactory } from '#database/factories/user_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { StoreRoleFactory } from '#database/factories/store_role_factory'
import {
  VIEWPORTS,
  axeViolations,
  horizontalOverflow,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { logInBrowser } from '#tests/support/journeys'
import { openSession } from '#tests/support/sessions'
import { fund, walletOf } from '#tests/support/wallets'
import { pagePath } from '#tests/support/urls'

test.group('Store journey', (group) => {
  group.each.setup(freshDatabase)

  test('a player buys a role on HiTech, extends it, moves it to Magic RPG and sees it on the profile', async ({
    browserContext,
    assert,
  }) => {
    const hitech = await ServerFactory.merge({
      slug: 'hi-tech',
      name: 'HiTech',
      position: 1,
    }).create()
    const magic = await ServerFactory.merge({
      slug: 'magic-rpg',
      name: 'Magic RPG',
      position: 2,
    }).create()
    for (const server of [hitech, magic]) {
      await StoreRoleFactory.merge({
        serverId: server.id,
        slug: 'vip',
        nameRu: 'VIP',
        nameEn: 'VIP',
        descriptionEn: 'Homes, a daily kit and a coloured nickname.',
      }).create()
    }
    const player = await UserFactory.merge({ nickname: 'Kirito_92' }).create()
    await fund(player, 'rub', 500_00)
    await logInBrowser(browserContext, await openSession(player))
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'economy.store.show'))
    await page.getByRole('heading', { level: 1, name: 'Store' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'store-en-1440')

    await page.getByRole('tab', { name: 'HiTech' }).click()
    await page.getByRole('button', { name: 'Buy VIP' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio', { name: '31 days' }).click()
    await dialog.getByText('To pay').waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'store-buy-dialog-en-1440', { fullPage: false })
    await dialog.getByRole('button', { name: /^Pay/ }).click()
    await dialog.getByRole('heading', { name: 'Thanks for your purchase!' }).waitFor()
    assert.deepEqual(await walletOf(player), { balance: 400_00, coins: 0 })
    await dialog.getByRole('button', { name: 'Done' }).click()

    await openPage(page, pagePath('en', 'economy.cabinet_roles.index'))
    await page.getByRole('heading', { level: 1, name: 'Privileges' }).waitFor()
    const roles = page.getByRole('list', { name: 'Active roles' }).getByRole('listitem')
    assert.equal(await roles.count(), 1)
    await roles.first().getByText('HiTech').waitFor()
    await page.getByText('Queued').first().waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'cabinet-roles-en-1440')

    // Extend: the store again, the same role on the same server.
    await roles.first().getByRole('link', { name: 'Extend' }).click()
    await page.getByRole('heading', { level: 1, name: 'Store' }).waitFor()
    await page.getByRole('tabpanel').getByRole('button', { name: 'Buy VIP' }).click()
    await dialog.getByText('This role is already active on this server').waitFor()
    await dialog.getByRole('radio', { name: 'Extend by the period' }).click()
    await dialog.getByRole('button', { name: /^Pay/ }).click()
    await dialog.getByRole('heading', { name: 'Thanks for your purchase!' }).waitFor()
    const grants = await StoreGrant.query().where('user_id', player.id)
    assert.lengthOf(grants, 1)
    assert.isAbove(grants[0].expiresAt!.diffNow('days').days, 60)

    // Move: the same price on Magic RPG, so the same time left; the rules before confirming.
    await openPage(page, pagePath('en', 'economy.cabinet_roles.index'))
    await roles.first().getByRole('button', { name: 'Move to another server' }).click()
    const move = page.getByRole('dialog')
    await move.getByText('Rules: the role ends on HiTech now').waitFor()
    await move.getByRole('combobox', { name: 'Server' }).click()
    await page.getByRole('option', { name: 'Magic RPG' }).click()
    await move.getByTestId('move-result').getByText('On Magic RPG until').waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'cabinet-roles-move-en-1440', { fullPage: false })
    await move.getByRole('button', { name: 'Move the role' }).click()
    await page.getByText('Role transferred').first().waitFor()
    await roles.first().getByText('Magic RPG').waitFor()
    const active = await StoreGrant.query().where('user_id', player.id).where('state', 'active')
    assert.deepEqual(
      active.map((grant) => grant.serverId),
      [magic.id]
    )
    assert.isAbove(active[0].expiresAt!.diffNow('days').days, 60)

    await openPage(page, pagePath('en', 'players.roles.index', { nickname: 'Kirito_92' }))
    const profileRoles = page.getByRole('list', { name: 'Active roles' }).getByRole('listitem')
    await profileRoles.first().getByText('Magic RPG').waitFor()
    assert.equal(await profileRoles.count(), 1)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'profile-roles-en-1440')

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'economy.store.show'))
    await page.getByRole('heading', { level: 1, name: 'Магазин' }).waitFor()
    assert.isAtMost(await horizontalOverflow(page), 0)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'store-ru-360')
    await openPage(page, pagePath('ru', 'economy.cabinet_roles.index'))
    await page.getByRole('heading', { level: 1, name: 'Привилегии' }).waitFor()
    assert.isAtMost(await horizontalOverflow(page), 0)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'cabinet-roles-ru-360')
    await openPage(page, pagePath('ru', 'players.roles.index', { nickname: 'Kirito_92' }))
    await page.getByRole('link', { name: 'Роли' }).waitFor()
    assert.isAtMost(await horizontalOverflow(page), 0)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'profile-roles-ru-360')
    assert.deepEqual(errors, [])
  }).timeout(120_000)
})
