import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/inertia'

/**
 * The built assets' version, hashed once at boot: left unset, Inertia
 * hashes the whole Vite manifest on every request (#8). Development serves
 * assets from the dev server and keeps Inertia's default.
 */
function assetsVersion() {
  if (!app.inProduction) return undefined
  try {
    const manifest = readFileSync(app.makePath('public/assets/.vite/manifest.json'))
    return createHash('md5').update(manifest).digest('hex')
  } catch {
    return undefined
  }
}

const inertiaConfig = defineConfig({
  rootView: 'inertia_layout',
  assetsVersion: assetsVersion(),
  ssr: {
    enabled: true,
    entrypoint: 'inertia/ssr.tsx',
  },
})

export default inertiaConfig
