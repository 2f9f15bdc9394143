import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type { Page } from 'playwright'
import { ServerFactory } from '#database/factories/server_factory'
import MonitoringPollService from '#services/network/monitoring_poll_service'
import DemoNetwork from '#dev/demo_network'
import {
  VIEWPORTS,
  axeViolations,
  baseURL,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

/** The demo network's two servers on this run's peer ports, their players using the game API. */
async function demoNetwork() {
  await ServerFactory.merge({
    slug: 'hi-tech',
    name: 'HiTech',
    host: '127.0.0.1',
    port: 4621,
    position: 1,
  }).create()
  await ServerFactory.merge({
    slug: 'magic-rpg',
    name: 'Magic RPG',
    host: '127.0.0.1',
    port: 4622,
    position: 2,
  }).create()
  const network = new DemoNetwork(baseURL)
  // Ticks are driven by the test, not a timer.
  await network.start(60 * 60 * 1000)
  const poller = await app.container.make(MonitoringPollService)
  return { network, poller }
}

/** Players join until the page shows a number other than `before`. */
async function untilOnlineChanges(
  page: Page,
  selector: string,
  before: string,
  step: () => Promise<void>
) {
  for (let round = 0; round < 8; round++) {
    await step()
    const changed = await page
      .locator(selector)
      .filter({ hasNotText: before })
      .waitFor({ timeout: 7000 })
      .then(() => true)
      .catch(() => false)
    if (changed) return page.locator(selector).innerText()
  }
  return before
}

test.group('Live monitoring journey', (group) => {
  group.each.setup(freshDatabase)

  test('stats and servers show online changing while the demo players join', async ({
    browserContext,
    assert,
  }) => {
    const { network, poller } = await demoNetwork()
    try {
      const step = async () => {
        await network.tick()
        await poller.poll()
      }
      const page = await browserContext.newPage()
      const errors = watchPageErrors(page)
      await page.setViewportSize(VIEWPORTS.desktop)
      await openPage(page, pagePath('ru', 'network.statistics.index'))
      await page.bringToFront()
      const statsOnline = '[data-testid="stats-online-hi-tech"]'
      const before = await page.locator(statsOnline).innerText()
      const after = await untilOnlineChanges(page, statsOnline, before, step)
      assert.notEqual(after, before, 'the stats page never showed a new online')
      assert.match(after, /\d+ из 200 онлайн/)
      assert.deepEqual(await axeViolations(page), [])
      await keepScreenshot(page, 'stats-ru-1440')

      await page.setViewportSize(VIEWPORTS.phone)
      await openPage(page, pagePath('ru', 'network.servers.index'))
      const serversOnline = '[data-testid="network-online"]'
      const first = await page.locator(serversOnline).innerText()
      const next = await untilOnlineChanges(page, serversOnline, first, step)
      assert.notEqual(next, first, 'the servers page never showed a new online')
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth
      )
      assert.equal(overflow, 0, 'the page scrolls sideways at 360 px')
      assert.deepEqual(await axeViolations(page), [])
      await keepScreenshot(page, 'servers-ru-360')
      assert.deepEqual(errors, [])
    } finally {
      await network.stop()
    }
  }).timeout(180_000)

  test('the connection-lost modal opens while the site does not answer and closes by itself', async ({
    browserContext,
    assert,
  }) => {
    await ServerFactory.merge({ slug: 'sky', name: 'TechnoMagic SKY' }).create()
    const page = await browserContext.newPage()
    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('ru', 'network.statistics.index'))
    await page.bringToFront()

    // The site stops answering its monitoring poll.
    await page.route('**/api/v1/server/monitoring', (route) => route.abort('connectionrefused'))
    const modal = page.getByRole('dialog', { name: 'Соединение потеряно' })
    await modal.waitFor({ timeout: 12_000 })
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'connection-lost-ru-1440', { fullPage: false })

    await page.unroute('**/api/v1/server/monitoring')
    await modal.waitFor({ state: 'detached', timeout: 12_000 })
  }).timeout(60_000)
})
