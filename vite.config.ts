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

export default defineConfig({
  plugins: [
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
  server: {
    watch: { ignored: ['**/tmp/**', '**/build/**', '**/tests/artifacts/**'] },
    // Tests run several servers side by side; none of them needs live reload.
    hmr: process.env.NODE_ENV === 'test' ? false : undefined,
  },
})
