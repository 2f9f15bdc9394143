import { test } from '@japa/runner'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import type { BrowserContext, Page } from 'playwright'
import { DateTime } from 'luxon'
import Document from '#models/document'
import ServerStatus from '#models/server_status'
import { DocumentFactory } from '#database/factories/document_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { TeamMemberFactory } from '#database/factories/team_member_factory'
import SessionTokenService from '#services/accounts/session_token_service'
import type User from '#models/user'
import {
  VIEWPORTS,
  axeViolations,
  baseURL,
  keepScreenshot,
  openPage,
  watchPageErrors,
} from '#tests/support/browser'
import { freshDatabase } from '#tests/support/database'
import { EDITOR, staffWith } from '#tests/support/content'
import { pagePath } from '#tests/support/urls'

async function logIn(context: BrowserContext, user: User) {
  const credentials = await new SessionTokenService().create(user, {
    source: 'site',
    browser: 'Chromium',
    system: 'Linux',
    ip: '127.0.0.1',
  })
  await context.clearCookies()
  await context.addCookies([
    { name: 'access_id', value: credentials.accessId, url: baseURL, httpOnly: true },
    { name: 'access_token', value: credentials.accessToken, url: baseURL, httpOnly: true },
  ])
}

async function pictureFile(color: string) {
  const path = join(await mkdtemp(join(tmpdir(), 'journey-')), 'picture.png')
  await sharp({ create: { width: 800, height: 400, channels: 3, background: color } })
    .png()
    .toFile(path)
  return path
}

/** Axe at both widths and a screenshot of each, named after the page. */
async function checkAtBothWidths(
  page: Page,
  url: string,
  name: string,
  assert: { deepEqual: Function }
) {
  for (const [width, viewport] of [
    ['360', VIEWPORTS.phone],
    ['1440', VIEWPORTS.desktop],
  ] as const) {
    await page.setViewportSize(viewport)
    await openPage(page, url)
    assert.deepEqual(await axeViolations(page), [], `${url} at ${width}`)
    await keepScreenshot(page, `${name}-${width}`)
  }
}

/**
 * The editor's link and video dialogs by keyboard, at both widths: a refused
 * address stays with its error, an accepted one lands in the text.
 */
async function addLinkAndVideo(page: Page, assert: { deepEqual: Function; equal: Function }) {
  const panel = page.locator('#panel-ru')
  await page.setViewportSize(VIEWPORTS.phone)
  await panel.getByRole('textbox', { name: 'Текст (Русский)' }).press('End')
  await page.keyboard.press('Enter')
  await panel.getByRole('button', { name: 'Ссылка', exact: true }).focus()
  await page.keyboard.press('Enter')
  const linkDialog = page.getByRole('dialog', { name: 'Ссылка' })
  const address = linkDialog.getByRole('textbox', { name: 'Адрес ссылки' })
  assert.equal(await address.evaluate((input) => input === document.activeElement), true)
  await page.keyboard.type('javascript:alert(1)')
  await page.keyboard.press('Enter')
  await linkDialog.getByText('Введите полный адрес, начинающийся с http:// или https://.').waitFor()
  assert.equal(await address.getAttribute('aria-invalid'), 'true')
  assert.deepEqual(await axeViolations(page), [])
  await keepScreenshot(page, 'content-editor-link-dialog-360', { fullPage: false })
  await address.fill('https://example.com/snow')
  await page.keyboard.press('Enter')
  await linkDialog.waitFor({ state: 'detached' })
  await panel.locator('.ProseMirror a[href="https://example.com/snow"]').waitFor()

  await page.setViewportSize(VIEWPORTS.desktop)
  await panel.getByRole('button', { name: 'Вставить видео YouTube' }).click()
  const videoDialog = page.getByRole('dialog', { name: 'Вставить видео YouTube' })
  const video = videoDialog.getByRole('textbox', { name: 'Адрес видео' })
  await video.fill('https://vimeo.com/76979871')
  await videoDialog.getByRole('button', { name: 'Вставить' }).click()
  await videoDialog.getByText(/Введите адрес видео на YouTube/).waitFor()
  assert.deepEqual(await axeViolations(page), [])
  await keepScreenshot(page, 'content-editor-video-dialog-1440', { fullPage: false })
  await page.keyboard.press('Escape')
  await videoDialog.waitFor({ state: 'detached' })
  assert.equal(await panel.locator('.ProseMirror iframe').count(), 0)
  await panel.getByRole('button', { name: 'Вставить видео YouTube' }).click()
  await video.fill('https://youtu.be/dQw4w9WgXcQ')
  await page.keyboard.press('Enter')
  await panel
    .locator('.ProseMirror iframe[src*="youtube-nocookie.com/embed/dQw4w9WgXcQ"]')
    .waitFor()
}

test.group('Content journey', (group) => {
  group.each.setup(freshDatabase)

  test('staff writes a news post with an image in ru and en; a visitor reads and likes it', async ({
    browserContext,
    assert,
  }) => {
    const staff = await staffWith(EDITOR)
    const reader = await staffWith([])
    await logIn(browserContext, staff)
    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)
    // The editor is the run's first page: a cold dev server builds Tiptap's modules for it.
    page.setDefaultNavigationTimeout(120_000)

    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'content.documents.create', { target: 'news' }))
    await page.getByRole('heading', { level: 1, name: 'Новая запись в новостях' }).waitFor()
    await page.getByRole('textbox', { name: 'Текст (Русский)' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'content-editor-ru-360')

    await page.setViewportSize(VIEWPORTS.desktop)
    await page
      .getByRole('tabpanel')
      .getByRole('textbox', { name: 'Заголовок', exact: true })
      .fill('Первый снег')
    await page
      .getByRole('tabpanel')
      .getByRole('textbox', { name: 'Кратко', exact: true })
      .fill('Зимний ивент начался')
    const bodyRu = page.getByRole('textbox', { name: 'Текст (Русский)' })
    await bodyRu.click()
    await page.keyboard.type('Снег выпал на всех серверах.')
    await page.locator('#panel-ru input[type=file]').setInputFiles(await pictureFile('#3b82f6'))
    await page.locator('#panel-ru .ProseMirror img').waitFor()
    await addLinkAndVideo(page, assert)

    await page.getByRole('tab', { name: 'Английский' }).click()
    await page
      .getByRole('tabpanel')
      .getByRole('textbox', { name: 'Заголовок', exact: true })
      .fill('First snow')
    await page
      .getByRole('tabpanel')
      .getByRole('textbox', { name: 'Кратко', exact: true })
      .fill('The winter event has begun')
    await page.getByRole('textbox', { name: 'Текст (Английский)' }).click()
    await page.keyboard.type('Snow fell on every server.')
    await page.locator('#panel-en input[type=file]').setInputFiles(await pictureFile('#22d3ee'))
    await page.locator('#panel-en .ProseMirror img').waitFor()
    await page.getByRole('textbox', { name: 'Адрес', exact: true }).fill('first-snow')
    await page
      .locator('label:has-text("Загрузить обложку") input[type=file]')
      .setInputFiles(await pictureFile('#8b5cf6'))
    await page.getByRole('button', { name: 'Убрать обложку' }).waitFor()
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'content-editor-ru-1440')

    await page.getByRole('button', { name: 'Опубликовать' }).click()
    await page.waitForURL('**/ru/news/first-snow')
    await page.getByRole('heading', { level: 1, name: 'Первый снег' }).waitFor()
    const document = await Document.findByOrFail('slug', 'first-snow')
    assert.match(document.bodyRu ?? '', /<img src="\/uploads\/documents\/[^"]+\.webp"/)
    assert.include(
      document.bodyRu ?? '',
      '<a href="https://example.com/snow" target="_blank" rel="noopener noreferrer nofollow">'
    )
    assert.include(
      document.bodyRu ?? '',
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"'
    )
    assert.match(document.coverUrl ?? '', /^\/uploads\/documents\/.+\.webp$/)
    assert.include(document.bodyEn ?? '', 'Snow fell on every server.')
    assert.match(document.bodyEn ?? '', /<img src="\/uploads\/documents\/[^"]+\.webp"/)

    await logIn(browserContext, reader)
    await page.setViewportSize(VIEWPORTS.phone)
    await openPage(page, pagePath('ru', 'content.news.show', { slug: 'first-snow' }))
    await page.getByText('Снег выпал на всех серверах.').waitFor()
    assert.isTrue(
      await page
        .locator('.tm-prose img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
    )
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'content-news-show-ru-360')

    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'content.news.show', { slug: 'first-snow' }))
    await page.getByRole('heading', { level: 1, name: 'First snow' }).waitFor()
    await page.getByText('Snow fell on every server.').waitFor()
    assert.isTrue(
      await page
        .locator('.tm-prose img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
    )
    await page.getByRole('button', { name: 'Like' }).click()
    await page.getByRole('button', { name: '1 like' }).waitFor()
    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    assert.equal(
      await page.getByRole('button', { name: '1 like' }).getAttribute('aria-pressed'),
      'true'
    )
    assert.deepEqual(await axeViolations(page), [])
    await keepScreenshot(page, 'content-news-show-en-1440')
    assert.deepEqual(errors, [])
  }).timeout(600_000)

  test('every content page passes axe and is screenshotted at 360 and 1440', async ({
    browserContext,
    assert,
  }) => {
    const server = await ServerFactory.merge({
      slug: 'techno-magic-rpg',
      name: 'TechnoMagic RPG',
    }).create()
    await ServerStatus.create({
      serverId: server.id,
      up: true,
      online: 42,
      maxPlayers: 150,
      version: server.gameVersion,
      latencyMs: 9,
      tps: 20,
      checkedAt: DateTime.utc(),
      changedAt: DateTime.utc(),
    })
    await DocumentFactory.merge({
      target: 'servers',
      slug: server.slug,
      serverName: server.slug,
      modpackVersion: '5.2.0',
    }).create()
    const mod = await DocumentFactory.apply('mod').create()
    await mod.related('tags').create({ tag: 'magic' })
    await mod.related('servers').create({ serverSlug: server.slug })
    await DocumentFactory.createMany(4)
    await DocumentFactory.apply('russianOnly').create()
    await DocumentFactory.merge({
      target: 'pages',
      slug: 'rules',
      bodyEn: '<h2>1. Chat</h2><p>Be kind.</p><h2>2. Play</h2><p>No cheats.</p>',
    }).create()
    await DocumentFactory.merge({ target: 'pages', slug: 'privacy' }).create()
    await DocumentFactory.merge({ target: 'pages', slug: 'public-offer' }).create()
    await TeamMemberFactory.with('user').merge({ role: 'admin' }).create()
    await TeamMemberFactory.with('user').create()

    const page = await browserContext.newPage()
    const errors = watchPageErrors(page)
    await page.setViewportSize(VIEWPORTS.desktop)
    await openPage(page, pagePath('en', 'platform.home.show'))
    await page.getByRole('link', { name: 'TechnoMagic RPG' }).click()
    await page.waitForURL(`**/en/servers/${server.slug}`)
    await page.getByTestId('server-live').getByText('42 of 150 online').waitFor()
    for (const [url, name] of [
      [pagePath('en', 'platform.home.show'), 'content-home'],
      [pagePath('en', 'content.news.index'), 'content-news-index'],
      [pagePath('en', 'content.mods.index', {}, { tag: 'magic' }), 'content-mods-index'],
      [pagePath('en', 'content.mods.show', { slug: mod.slug }), 'content-mods-show'],
      [pagePath('en', 'content.servers.show', { slug: server.slug }), 'content-servers-show'],
      [pagePath('en', 'content.rules.show'), 'content-rules'],
      [pagePath('en', 'content.team.show'), 'content-team'],
      [pagePath('en', 'content.start.show'), 'content-start'],
      [pagePath('en', 'content.privacy.show'), 'content-privacy'],
      [pagePath('en', 'content.offer.show'), 'content-offer'],
    ] as const) {
      await checkAtBothWidths(page, url, name, assert)
    }
    assert.deepEqual(errors, [])
  }).timeout(600_000)
})
