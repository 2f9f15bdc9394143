import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { chromium, type LaunchOptions, type Locator, type Page } from 'playwright'
import { AxeBuilder } from '@axe-core/playwright'
import axe from 'axe-core'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { CHROMIUM, CHROMIUM_FLAGS } from '#tests/support/chromium'

/** Screenshots kept as test artifacts (CI keeps the folder). */
export const ARTIFACTS = app.makePath('tests/artifacts/screenshots')

export const baseURL = `http://${env.get('HOST')}:${env.get('PORT')}`

export function launchChromium(config: Pick<LaunchOptions, 'headless' | 'slowMo'>) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: run "apt-get install -y chromium" or set CHROMIUM_PATH`
    )
  }
  return chromium.launch({
    ...config,
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  })
}

/**
 * Serves the browser suite from a production build (client and SSR bundles, built once
 * per run) instead of Vite's dev server: in dev mode every page load fetches hundreds of
 * unbundled modules, which made the journeys about 40 % slower, and the built bundle is
 * what players get.
 */
export async function useBuiltAssets() {
  await promisify(execFile)(
    process.execPath,
    [app.makePath('node_modules/vite/bin/vite.js'), 'build', '--app', '--logLevel', 'error'],
    { cwd: fileURLToPath(app.appRoot), env: { ...process.env, NODE_ENV: 'production' } }
  )
  const vite = await app.container.make('vite')
  vite.hasManifestFile = true
  await vite.stopDevServer()
}

/**
 * Runs axe on the page and returns the violations, reduced to what a failure message needs.
 * A page without frames gets one `axe.run` in place: the same results as AxeBuilder's
 * per-frame run, which injects axe twice and opens a blank page to merge them: about
 * 3x slower, on every one of the suite's scans.
 */
export async function axeViolations(page: Page) {
  const { violations } =
    page.frames().length > 1 ? await new AxeBuilder({ page }).analyze() : await runAxe(page)
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

async function runAxe(page: Page) {
  await page.evaluate(axe.source)
  return page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.run())
}

/** Saves a screenshot (full page unless asked for the viewport) under tests/artifacts/screenshots/<name>.png. */
export async function keepScreenshot(page: Page, name: string, options = { fullPage: true }) {
  await mkdir(ARTIFACTS, { recursive: true })
  // Hiding the caret touches the inputs' styles: on one of our pages (it carries the
  // Inertia page data) wait for hydration, or React reports a mismatch.
  if ((await page.locator('[data-page]').count()) > 0) {
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  }
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: options.fullPage })
}

/**
 * Collects console errors, uncaught page errors and failed responses, so a
 * journey can assert there were none (pass the statuses it expects, e.g. 404
 * on the not-found page itself).
 */
export function watchPageErrors(page: Page, expectedStatuses: number[] = []) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text())
    }
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('response', (response) => {
    if (response.status() >= 400 && !expectedStatuses.includes(response.status())) {
      errors.push(`${response.status()} ${response.url()}`)
    }
  })
  return errors
}

/** How far the page is wider than the window (0 or less: no sideways scrolling). */
export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** Phone and desktop viewports the pages must work at (DEVELOPERS.md quality bar). */
export const VIEWPORTS = {
  phone: { width: 360, height: 800 },
  desktop: { width: 1440, height: 900 },
} as const

/** Waits until the element's (and its children's) CSS animations end: a slide-in or fade is over. */
export async function animationsDone(element: Locator) {
  await element.evaluate((node) =>
    Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished))
  )
}

/** Opens a page and waits until React has hydrated it (clicks before that do nothing). */
export async function openPage(page: Page, url: string) {
  const response = await page.goto(url)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}

/**
 * Holds back every script of the page until `release()`, so a test can act
 * on the server-rendered HTML before React hydrates it, as a player on a
 * slow connection does. Module scripts delay DOMContentLoaded, so open the
 * page with `waitUntil: 'commit'` and wait for an element instead.
 */
export async function holdScripts(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') await released
    await route.continue()
  })
  return async () => {
    release()
    await page.unrouteAll({ behavior: 'wait' })
  }
}
