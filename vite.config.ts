import { readdirSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every text asset of
 * the client build, at the best levels, so the server sends them as they
 * are (app/middleware/precompressed_assets_middleware.ts, #8).
 */
function precompress(): Plugin {
  return {
    name: 'technomagic:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const texts = Object.values(bundle).filter((file) =>
        /\.(js|css|svg|json)$/.test(file.fileName)
      )
      await Promise.all(
        texts.map(async (file) => {
          const bytes = Buffer.from(file.type === 'chunk' ? file.code : file.source)
          const target = join(options.dir!, file.fileName)
          await writeFile(
            `${target}.br`,
            brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          )
          await writeFile(`${target}.gz`, gzipSync(bytes, { level: 9 }))
        })
      )
    },
  }
}

/** The chunks boot.ts loads with the app, before any page or lazy component (appShellChunk). */
const LOADED_BEFORE_PAGES = /^(shell|preload-helper|rolldown-runtime)-[\w-]+\.js$/

/** The landing page, whose imports beyond the shell are one chunk (appShellChunk). */
const HOME_PAGE = '/inertia/pages/platform/home/show.tsx'

/**
 * One chunk for what every page needs (#8): React, Inertia and the app shell
 * (`inertia/app.tsx`, which boot.ts imports, and everything it imports
 * statically: the layout, header, footer and libraries), instead of some forty small shared chunks, each
 * compressed on its own and each a request. Only the first-party modules of
 * that closure are named; their libraries follow them (rolldown includes a
 * captured module's dependencies), so a barrel such as `radix-ui` brings the
 * parts the shell uses and not the rest. Vite's preload helper keeps its own
 * chunk: `boot.ts` needs it before the first paint, the shell after.
 *
 * What the home page (the first view of most visitors) imports besides the
 * shell is one chunk too: its cards, art and icons were eleven files and
 * 1.4 KB gzip more as separate chunks. Other pages that use one of those
 * parts load that chunk (under 4 KB gzip) instead of the part alone. The
 * page module itself keeps its own chunk, which the layout finds in the
 * Vite manifest by the page's name.
 */
function appShellChunk(): Plugin {
  const staticImports = new Map<string, readonly string[]>()
  const closures = new Map<string, Set<string>>()
  /** What the module imports statically, directly or not; the module itself keeps its chunk. */
  function closure(suffix: string) {
    let modules = closures.get(suffix)
    if (!modules) {
      modules = new Set()
      const root = [...staticImports.keys()].find((key) => key.endsWith(suffix))
      const pending = [...(staticImports.get(root ?? '') ?? [])]
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (modules.has(next)) continue
        modules.add(next)
        pending.push(...(staticImports.get(next) ?? []))
      }
      closures.set(suffix, modules)
    }
    return modules
  }
  const firstParty = (id: string) => !id.startsWith('\0') && !id.includes('/node_modules/')
  return {
    name: 'technomagic:app-shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      staticImports.clear()
      closures.clear()
    },
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds)
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /^\0vite\/preload-helper/, priority: 3 },
            {
              name: 'shell',
              test: (id) =>
                id.endsWith('/inertia/app.tsx') ||
                (firstParty(id) && closure('/inertia/app.tsx').has(id)),
              priority: 2,
            },
            {
              name: 'home',
              // Its icons too (shared with other pages, they were chunks of their own).
              test: (id) =>
                !id.startsWith('\0') &&
                closure(HOME_PAGE).has(id) &&
                !closure('/inertia/app.tsx').has(id),
              priority: 1,
            },
          ],
        },
      }
    },
  }
}

/**
 * The pages build URLs from route names and patterns only (inertia/lib/routes.ts);
 * the generated registry also carries each route's methods and parsed tokens,
 * three times the bytes, in the bundle of every page (#8). This keeps the
 * name → pattern map (in a build, of the server-side routes only those the
 * pages name), and fails the build if the generated file changes shape.
 */
function compactRouteRegistry(): Plugin {
  const entry = /^ {2}'([^']+)': \{\n {4}methods: .*\n {4}pattern: '([^']*)',\n/gm
  let building = false
  return {
    name: 'technomagic:compact-route-registry',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build'
    },
    transform: {
      filter: { id: /[\\/]\.adonisjs[\\/]client[\\/]registry[\\/]index\.ts$/ },
      handler(code) {
        const all = [...code.matchAll(entry)]
        if (all.length !== code.split('\n    pattern: ').length - 1) {
          this.error('the route registry changed shape: update compactRouteRegistry()')
        }
        const named = building ? serverRoutesNamedInPages() : null
        const routes = Object.fromEntries(
          all
            .filter(([, name]) => !named || !SERVER_ROUTE.test(name) || named.has(name))
            .map(([, name, pattern]) => [name, { pattern }])
        )
        return {
          code: `export const registry = { routes: ${JSON.stringify(routes)} }\n`,
          map: null,
        }
      },
    },
  }
}

/** API, game-server and file routes: pages call a few of them, by name, and link to none. */
const SERVER_ROUTE = /^(api|game|drive)\./

/**
 * The names of those routes that inertia/ spells: a build keeps only these
 * of them (some 90 of the registry's 210 routes are theirs, 0.9 KB gzip of
 * every page, #8). Development keeps all, so a name added meanwhile works.
 */
function serverRoutesNamedInPages() {
  const named = new Set<string>()
  const root = join(import.meta.dirname, 'inertia')
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue
    for (const [, name] of readFileSync(join(root, file), 'utf8').matchAll(
      /['"`]((?:api|game|drive)\.[\w.]+)['"`]/g
    )) {
      named.add(name)
    }
  }
  return named
}

/**
 * Lets the client bundle drop the parts of Inertia no page uses (#8). Its
 * React adapter is one module whose components are made by top-level
 * `forwardRef()`/`createContext()` calls and given a `displayName` (React
 * DevTools only), statements the bundler must keep as possible side effects,
 * so `<Form>` and `<InfiniteScroll>` (and what they import) were in every
 * page. This marks those calls pure and drops the names; the build fails if
 * the file changes shape.
 */
function inertiaTreeShaking(): Plugin {
  const factories = /^var (\w+) = ((?:forwardRef|createContext)\d*)\(/gm
  const displayNames = /^\w+\.displayName = "\w+";$/gm
  return {
    name: 'technomagic:inertia-tree-shaking',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: /[\\/]@inertiajs[\\/]react[\\/]dist[\\/]index\.js$/ },
      handler(code) {
        const calls = code.match(factories)?.length ?? 0
        const names = code.match(displayNames)?.length ?? 0
        if (calls < 5 || names < 5 || code.split('.displayName =').length - 1 !== names) {
          this.error('@inertiajs/react changed shape: update inertiaTreeShaking()')
        }
        return {
          code: code.replace(factories, 'var $1 = /* @__PURE__ */ $2(').replace(displayNames, ''),
          map: null,
        }
      },
    },
  }
}

/**
 * lucide-react's icon modules are path data plus a call to its
 * `createLucideIcon`, whose runtime (a provider context, attribute-name
 * mapping, class merging) was 0.8 KB gzip of every page (#8). The client
 * build gets `inertia/lib/lucide_icon.ts` instead, which draws the same
 * markup; the server render keeps lucide's own, and
 * `tests/unit/platform/lucide_icon.spec.ts` proves the two agree.
 */
function lucideIcons(): Plugin {
  return {
    name: 'technomagic:lucide-icons',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    resolveId: {
      filter: { id: /createLucideIcon\.mjs$/ },
      handler: (_id, importer) =>
        importer?.includes('/lucide-react/')
          ? `${import.meta.dirname}/inertia/lib/lucide_icon.ts`
          : null,
    },
  }
}

/**
 * Inertia's forms import laravel-precognition for `form.withPrecognition()`
 * (live validation against Laravel's Precognition protocol), which no page
 * uses and the server does not speak; the client build gets this stand-in,
 * 4 KB gzip less on every page (#8), and fails loudly if a page starts to.
 */
function withoutPrecognition(): Plugin {
  const id = '\0technomagic:laravel-precognition'
  const unsupported = `() => { throw new Error('Precognition is not part of this build (vite.config.ts)') }`
  return {
    name: 'technomagic:without-precognition',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^laravel-precognition$/ },
      handler: () => id,
    },
    load: {
      filter: { id: /^\0technomagic:laravel-precognition$/ },
      handler: () =>
        [
          `const unsupported = ${unsupported}`,
          // Inertia's http.setClient() passes XSRF names on to it; nothing to configure here.
          'export const client = { withXsrfCookieName() {}, withXsrfHeaderName() {} }',
          'export const createValidator = unsupported',
          'export const resolveName = unsupported',
          'export const toSimpleValidationErrors = unsupported',
        ].join('\n'),
    },
  }
}

/**
 * Inertia's deep clone, deep equality and lodash-style paths come from es-toolkit,
 * whose versions handle every built-in type: 2.8 KB gzip of every page (#29 item 4).
 * The client build gets `inertia/lib/es_toolkit_lite.ts` for Inertia's imports (props
 * and forms hold JSON values, dates and files); the server render keeps es-toolkit,
 * and `tests/unit/platform/es_toolkit_lite.spec.ts` checks the two agree.
 */
function esToolkitLite(): Plugin {
  return {
    name: 'technomagic:es-toolkit-lite',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^es-toolkit(\/compat)?$/ },
      handler: (_id, importer) =>
        importer?.includes('/@inertiajs/')
          ? `${import.meta.dirname}/inertia/lib/es_toolkit_lite.ts`
          : null,
    },
  }
}

/**
 * An island (`*_island.tsx`) is decorative art the server draws and the browser hydrates
 * from its own chunk, after the page (#29 item 4). Its `import { X as Drawn }` serves the
 * server render only: the client build drops it, so the art is no part of the page's chunk.
 */
function serverDrawnIslands(): Plugin {
  const drawn = /^import \{ \w+ as Drawn \} from '[^']+'$/m
  return {
    name: 'technomagic:server-drawn-islands',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    transform: {
      filter: { id: /_island\.tsx$/ },
      handler(code) {
        if (!drawn.test(code)) this.error('an island imports its art as `{ X as Drawn }`')
        return { code: code.replace(drawn, 'const Drawn = () => null'), map: null }
      },
    },
  }
}

export default defineConfig({
  plugins: [
    compactRouteRegistry(),
    inertiaTreeShaking(),
    withoutPrecognition(),
    esToolkitLite(),
    serverDrawnIslands(),
    lucideIcons(),
    appShellChunk(),
    precompress(),
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/boot.ts'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
  ],
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '@generated': `${import.meta.dirname}/.adonisjs/client/`,
      '@domain': `${import.meta.dirname}/app/domain/`,
    },
  },
  // No index.html to scan: name the entries so every dependency is bundled up front,
  // instead of a mid-session "new dependency" reload in development and tests.
  optimizeDeps: {
    entries: ['inertia/boot.ts', 'inertia/app.tsx', 'inertia/pages/**/*.tsx'],
  },
  build: {
    modulePreload: {
      // Every chunk but boot's runs after the shell and its helpers have loaded; naming them
      // again in the preload list of each of some 150 lazy imports (the page map in app.tsx)
      // was bytes every page downloads for nothing (#8).
      resolveDependencies: (_file, deps, { hostId }) =>
        hostId.startsWith('boot-') ? deps : deps.filter((dep) => !LOADED_BEFORE_PAGES.test(dep)),
    },
  },
  server: {
    watch: { ignored: ['**/tmp/**', '**/build/**', '**/tests/artifacts/**'] },
    // Tests run several servers side by side; none of them needs live reload.
    hmr: process.env.NODE_ENV === 'test' ? false : undefined,
  },
})
