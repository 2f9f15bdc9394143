import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

/*
| Uploaded files (document images) on the local disk under DRIVE_ROOT
| (storage/ by default), served at /uploads (docs/decisions.md "Uploads").
*/
/** Where the local disk's files are served; stored image URLs start with it. */
export const UPLOADS_URL = '/uploads'

const driveConfig = defineConfig({
  default: 'fs',
  services: {
    fs: services.fs({
      location: app.makePath(env.get('DRIVE_ROOT') ?? 'storage'),
      serveFiles: true,
      routeBasePath: UPLOADS_URL,
      visibility: 'public',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
