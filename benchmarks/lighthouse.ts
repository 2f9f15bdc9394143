/*
| npm run bench:lighthouse — Lighthouse (the pinned devDependency) with
| Debian's Chromium (/usr/bin/chromium, never a downloaded browser) on the
| production build: home (/ru), login (/en/login) and a cabinet page
| (/ru/cabinet/sessions as the demo player Sora), each in mobile and
| desktop form factors, BENCH_RUNS times each (3: one run's TBT varies by
| a third). Prints the medians of the four category scores, LCP, TBT, CLS and
| Lighthouse's benchmark index of the host (its CPU speed: the simulated
| throttling multiplies what this CPU measured, so a slower host scores
| lower; compare runs only at similar indexes). BENCH_CPU_SLOWDOWN sets the
| mobile CPU multiplier (default 4) to see the margin a slower host leaves.
| Builds first unless BENCH_SKIP_BUILD=1; CHROMIUM_PATH overrides the browser;
| BENCH_PORT pins the ports. The full reports are left in tmp/lighthouse/
| (<page>-<form>-<run>.json).
*/
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { CHROMIUM, CHROMIUM_FLAGS } from '../tests/support/chromium.ts'
import { mkdirSync, writeFileSync } from 'node:fs'
import {
  BENCH_PORT,
  ROOT,
  demoPlayerCookie,
  run,
  startProductionServer,
} from './production_server.ts'

const SQLITE_PATH = 'tmp/lighthouse.sqlite3'
/** Each run's full reports, for finding what costs the score. */
const REPORTS = `${ROOT}tmp/lighthouse/`

/** The mobile CPU throttling multiplier, 4 as in Lighthouse unless BENCH_CPU_SLOWDOWN says. */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4)

/** Lighthouse runs of each page and form; the table prints their medians. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

/** A category score out of 100 (NaN, printed as such, when Lighthouse gave none). */
const score = (value: number | null | undefined) =>
  value === null || value === undefined ? Number.NaN : value * 100

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') run(['ace', 'build'])
  const { origin, server, exited } = await startProductionServer(SQLITE_PATH, console.log)
  mkdirSync(REPORTS, { recursive: true })
  let chrome: chromeLauncher.LaunchedChrome | null = null
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_FLAGS,
      port: BENCH_PORT ? BENCH_PORT + 2 : undefined,
    })
    const cookie = await demoPlayerCookie(origin)
    const pages = [
      { name: 'home', url: `${origin}/ru` },
      { name: 'login', url: `${origin}/en/login` },
      { name: 'cabinet', url: `${origin}/ru/cabinet/sessions`, headers: { Cookie: cookie } },
    ]
    // A deployed server has rendered its pages before; Lighthouse measures serving them, not the
    // first render after boot (loading the SSR bundle, compiling templates).
    for (const page of pages) {
      for (let round = 0; round < 3; round++) {
        const response = await fetch(page.url, { headers: page.headers })
        await response.arrayBuffer()
      }
    }
    const rows = [
      ['page', 'form', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'CPU idx'],
    ]
    for (const page of pages) {
      for (const form of ['mobile', 'desktop'] as const) {
        const runs: number[][] = []
        for (let attempt = 1; attempt <= RUNS; attempt++) {
          const result = await lighthouse(
            page.url,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              extraHeaders: page.headers,
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
              ...(form === 'mobile' ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
            },
            form === 'desktop' ? desktopConfig : undefined
          )
          if (!result) throw new Error(`lighthouse gave no result for ${page.url}`)
          writeFileSync(
            `${REPORTS}${page.name}-${form}-${attempt}.json`,
            JSON.stringify(result.lhr)
          )
          const { categories, audits, environment } = result.lhr
          runs.push([
            score(categories.performance?.score),
            score(categories.accessibility?.score),
            score(categories['best-practices']?.score),
            score(categories.seo?.score),
            audits['largest-contentful-paint']?.numericValue ?? 0,
            audits['total-blocking-time']?.numericValue ?? 0,
            audits['cumulative-layout-shift']?.numericValue ?? 0,
            environment.benchmarkIndex,
          ])
        }
        const column = (index: number) => median(runs.map((figures) => figures[index]))
        rows.push([
          page.name,
          form,
          ...[0, 1, 2, 3, 4, 5].map((index) => String(Math.round(column(index)))),
          column(6).toFixed(3),
          String(Math.round(column(7))),
        ])
      }
    }
    for (const row of rows)
      console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(8) : cell.padStart(7))).join('  '))
  } finally {
    chrome?.kill()
    server.kill('SIGTERM')
    await exited
  }
}

await main().catch((error) => {
  console.error(`bench:lighthouse failed: ${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
})
