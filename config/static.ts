import { sep } from 'node:path'
import { defineConfig } from '@adonisjs/static'

const HASHED_ASSETS = `${sep}public${sep}assets${sep}`

const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  // Vite output carries content hashes in its file names: cache it for good.
  headers: (path) =>
    path.includes(HASHED_ASSETS) ? { 'Cache-Control': 'public, max-age=31536000, immutable' } : {},
})

export default staticServerConfig
