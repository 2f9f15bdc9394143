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

/**
 * One chunk for what every page needs (#8): React, Inertia and the app shell
 * (everything `inertia/app.tsx` imports statically: the layout, header,
 * footer and libraries), instead of some forty small shared chunks, each
 * compressed on its own and each a request. Only the first-party modules of
 * that closure are named; their libraries follow them (rolldown includes a
 * captured module's dependencies), so a barrel such as `radix-ui` brings the
 * parts the shell uses and not the rest. Vite's preload helper keeps its own
 * chunk: `boot.ts` needs it before the first paint, the shell after.
 */
function appShellChunk(): Plugin {
  const staticImports = new Map<string, readonly string[]>()
  let shell: Set<string> | undefined
  function inShell(id: string) {
    if (!shell) {
      shell = new Set()
      const app = [...staticImports.keys()].find((key) => key.endsWith('/inertia/app.tsx'))
      const pending = [...(staticImports.get(app ?? '') ?? [])]
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if (shell.has(next)) continue
        shell.add(next)
        pending.push(...(staticImports.get(next) ?? []))
      }
    }
    return shell.has(id)
  }
  return {
    name: 'technomagic:app-shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      staticImports.clear()
      shell = undefined
    },
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds)
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /^\0vite\/preload-helper/, priority: 2 },
            {
              name: 'shell',
              test: (id) => !id.startsWith('\0') && !id.includes('/node_modules/') && inShell(id),
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
 * name → pattern map, and fails the build if the generated file changes shape.
 */
function compactRouteRegistry(): Plugin {
  const entry = /^ {2}'([^']+)': \{\n {4}methods: .*\n {4}pattern: '([^']*)',\n/gm
  return {
    name: 'technomagic:compact-route-registry',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]\.adonisjs[\\/]client[\\/]registry[\\/]index\.ts$/ },
      handler(code) {
        const routes = Object.fromEntries(
          [...code.matchAll(entry)].map(([, name, pattern]) => [name, { pattern }])
        )
        if (Object.keys(routes).length !== code.split('\n    pattern: ').length - 1) {
          this.error('the route registry changed shape: update compactRouteRegistry()')
        }
        return {
          code: `export const registry = { routes: ${JSON.stringify(routes)} }\n`,
          map: null,
        }
      },
    },
  }
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

export default defineConfig({
  plugins: [
    compactRouteRegistry(),
    inertiaTreeShaking(),
    withoutPrecognition(),
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
