import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { DeliveryCommandFactory } from '#database/factories/delivery_command_factory'
import {
  VIEWPORTS,
  axeViolations,
  baseURL,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { stateOf } from '#tests/support/deliveries'
import { openSession } from '#tests/support/sessions'
import { pagePath } from '#tests/support/urls'

async function logIn(context: BrowserContext, user: User) {
  const credentials = await openSession(user)
  await context.addCookies([
    { name: 'access_id', value: credentials.accessId, url: baseURL, httpOnly: true },
    { name: 'access_token', value: credentials.accessToken, url: baseURL, httpOnly: true },
  ])
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** A player's commands in every state, on two servers. */
async function deliveriesOf(user: User) {
  const rpg = await ServerFactory.merge({
    name: 'TechnoMagic RPG',
    slug: 'techno-magic-rpg',
  }).create()
  const sky = await ServerFactory.merge({
    name: 'TechnoMagic SKY',
    slug: 'techno-magic-sky',
  }).create()
  const mine = { userId: user.id, nickname: user.nickname }
  await DeliveryCommandFactory.merge({ ...mine, serverId: rpg.id, label: 'VIP, 30 days' })
    .apply('done')
    .create()
  await DeliveryCommandFactory.merge({
    ...mine,
    serverId: sky.id,
    label: 'Starter kit',
    state: 'waiting_for_player',
  })
    .apply('online')
    .create()
  return DeliveryCommandFactory.merge({ ...mine, serverId: sky.id, label: 'Premium, 30 days' })
    .apply('failed')
    .create()
}

test.group('Deliveries journeys', (group) => {
  group.each.setup(freshDatabase)

  test('a player sees their deliveries per server and delivers a failed one again', async ({
    browserContext,
    assert,
  }) => {
    const user = await UserFactory.create()
    const failed = await deliveriesOf(user)
    await logIn(browserContext, user)
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('ru', 'network.cabinet_deliveries.index'))
    await page.getByRole('heading', { level: 1, name: 'Доставка' }).waitFor()
    const cards = page.getByRole('list', { name: 'Ваши доставки' }).getByRole('listitem')
    assert.equal(await cards.count(), 3)
    await page.getByText('Ждёт вас на сервере').waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'cabinet-deliveries-ru-1440')

    await page
      .getByRole('button', { name: 'Доставить ещё раз: Premium, 30 days на TechnoMagic SKY' })
      .click()
    await page.getByText('Отправлено ещё раз: сервер скоро получит команду.').waitFor()
    assert.equal(await stateOf(failed.id), 'queued')

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('en', 'network.cabinet_deliveries.index'))
    await page.getByRole('heading', { level: 1, name: 'Deliveries' }).waitFor()
    assert.isAtMost(await horizontalOverflow(page), 0)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'cabinet-deliveries-en-360')
    assert.deepEqual(errors, [])
  }).timeout(60_000)

  test('staff filter the outbox and retry a failed command', async ({ browserContext, assert }) => {
    const staff = await UserFactory.create()
    const staffGroup = await withPermissions(['web.network.view']).create()
    await staff.related('staffGroups').attach([staffGroup.id])
    const player = await UserFactory.merge({ nickname: 'Steve_42' }).create()
    const failed = await deliveriesOf(player)
    await logIn(browserContext, staff)
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'network.deliveries.index'))
    await page.getByRole('heading', { level: 1, name: 'Deliveries' }).waitFor()
    const rows = page.getByRole('table').getByRole('row')
    assert.equal(await rows.count(), 4)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-deliveries-en-1440')

    await page.getByLabel('State').selectOption('failed')
    await page.getByRole('button', { name: 'Show' }).click()
    await page.waitForURL(/state=failed/)
    await page.getByText('Page 1 of 1, 1 commands').waitFor()
    await page.getByRole('button', { name: 'Retry: Premium, 30 days for Steve_42' }).click()
    await page.getByText('The command was queued again under the same id.').waitFor()
    assert.equal(await stateOf(failed.id), 'queued')

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'network.deliveries.index'))
    await page.getByRole('heading', { level: 1, name: 'Доставка команд' }).waitFor()
    assert.isAtMost(await horizontalOverflow(page), 0)
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'staff-deliveries-ru-360')
    assert.deepEqual(errors, [])
  }).timeout(60_000)
})
