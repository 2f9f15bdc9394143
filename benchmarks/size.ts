/*
| npm run size — the client weight budgets of #8, from the last production
| build's Vite manifest (build/ after `npm run build`, else public/assets
| after a plain `vite build`): the JS the home page loads (the boot entry,
| the app it loads, the home page chunk and every chunk they import
| statically) and their CSS, both gzip-compressed as sent. Exits 1 over budget,
| or when a page-only heavy module (the 3D skin viewer, the avatar cropper) is in
| the home page's JS.
|
| With a production build (build/bin/server.js, `npm run build`) it also opens
| the public pages in Debian's Chromium on a fresh demo database and counts every
| JS file they load by network idle (what a visitor downloads without touching
| anything), gzip as sent; home has its budget (#29 item 4). SIZE_STATIC_ONLY=1
| skips that part.
*/
import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { CHROMIUM, CHROMIUM_FLAGS } from '../tests/support/chromium.ts'
import { startProductionServer } from './production_server.ts'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const BUDGETS = { js: 120 * 1024, css: 20 * 1024, idleHomeJs: 150 * 1024 }
/** Guest pages whose JS by network idle is reported; the first one, home, has its budget. */
const IDLE_PAGES = [
  '/ru',
  '/en/login',
  '/ru/stats',
  '/ru/servers',
  '/ru/store',
  '/ru/top',
  '/ru/news',
]
const BOOT = 'inertia/boot.ts'
const HOME = 'inertia/pages/platform/home/show.tsx'
/** Loaded by cabinet → profile alone (React.lazy): never part of the home page. */
const PAGE_ONLY = [
  'inertia/components/players/skin_viewer.tsx',
  'inertia/components/players/avatar_cropper.tsx',
]
const HEAVY = /skinview|three|easy-crop/

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }

const assetsDir = [`${ROOT}build/public/assets/`, `${ROOT}public/assets/`].find((dir) =>
  existsSync(`${dir}.vite/manifest.json`)
)
if (!assetsDir) {
  console.error('size: no Vite manifest; run `npm run build` first')
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(`${assetsDir}.vite/manifest.json`, 'utf8')) as Record<
  string,
  Chunk
>

/** The chunk and everything it imports statically, each once. */
function closure(keys: string[], seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key)) continue
    seen.add(key)
    closure(manifest[key].imports ?? [], seen)
  }
  return seen
}

const gzipped = (file: string) => gzipSync(readFileSync(`${assetsDir}${file}`), { level: 9 }).length
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

// The boot entry's one dynamic import is the app (inertia/app.tsx, in the shell chunk).
const homeKeys = closure([BOOT, ...(manifest[BOOT].dynamicImports ?? []), HOME])
const chunks = [...homeKeys].map((key) => manifest[key])
const js = chunks.map((chunk) => ({ file: chunk.file, size: gzipped(chunk.file) }))
const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => ({
  file,
  size: gzipped(file),
}))

let over = false
for (const [kind, files, budget] of [
  ['home JS', js, BUDGETS.js],
  ['CSS', css, BUDGETS.css],
] as const) {
  const total = files.reduce((sum, file) => sum + file.size, 0)
  const verdict = total <= budget ? 'ok' : 'OVER BUDGET'
  over ||= total > budget
  console.log(`${kind}: ${kb(total)} gzip of ${kb(budget)} (${files.length} files) ${verdict}`)
  for (const file of [...files].sort((a, b) => b.size - a.size)) {
    console.log(`  ${kb(file.size).padStart(9)}  ${file.file}`)
  }
}
for (const key of PAGE_ONLY) {
  const chunk = manifest[key]
  if (!chunk) {
    console.error(`size: ${key} is no chunk of its own: is it still imported lazily?`)
    over = true
    continue
  }
  // Its own chunk and its libraries' (three.js, skinview3d, react-easy-crop) stay out of the home JS.
  const leaked = [...closure([key])].filter(
    (dep) => homeKeys.has(dep) && (dep === key || HEAVY.test(`${dep} ${manifest[dep].file}`))
  )
  const where = leaked.length === 0 ? 'not in the home JS' : `IN THE HOME JS: ${leaked.join(', ')}`
  console.log(`${key} (${kb(gzipped(chunk.file))} gzip): ${where}`)
  over ||= leaked.length > 0
}

/** The JS files a page loads by network idle, each once, gzip as the asset server sends them. */
async function idleJs() {
  const { origin, server, exited } = await startProductionServer('tmp/size.sqlite3', () => {})
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
  try {
    for (const [index, path] of IDLE_PAGES.entries()) {
      // A fresh context: nothing cached from the page before, as on a first visit.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      const files = new Set<string>()
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.origin === origin && url.pathname.endsWith('.js')) files.add(url.pathname)
      })
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
      // The app starts after the first paint and loads more once hydrated: idle after that.
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      await page.waitForLoadState('networkidle')
      await context.close()
      const sizes = [...files].map((file) => ({
        file: file.replace(/^.*\/assets\//, ''),
        size: gzipped(file.replace(/^.*\/assets\//, '')),
      }))
      const total = sizes.reduce((sum, file) => sum + file.size, 0)
      const budget = index === 0 ? BUDGETS.idleHomeJs : null
      const verdict =
        budget === null
          ? ''
          : total <= budget
            ? ` of ${kb(budget)} ok`
            : ` of ${kb(budget)} OVER BUDGET`
      over ||= budget !== null && total > budget
      console.log(
        `JS by network idle, ${path}: ${kb(total)} gzip (${sizes.length} files)${verdict}`
      )
      if (index === 0 || process.env.SIZE_VERBOSE === '1') {
        for (const file of sizes.sort((a, b) => b.size - a.size)) {
          console.log(`  ${kb(file.size).padStart(9)}  ${file.file}`)
        }
      }
    }
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    await exited
  }
}

if (assetsDir === `${ROOT}build/public/assets/` && process.env.SIZE_STATIC_ONLY !== '1') {
  await idleJs()
}
process.exitCode = over ? 1 : 0
