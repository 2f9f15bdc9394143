import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'
import type { S3DriverOptions } from 'flydrive/drivers/s3/types'

/*
| Uploaded files (document images): the local disk under DRIVE_ROOT
| (storage/ by default), served at /uploads, or with DRIVE_DISK=s3 an
| S3-compatible bucket (AWS, MinIO, Cloudflare R2, Yandex Object Storage…)
| whose public URL serves them (docs/decisions.md "Uploads"). The local
| disk stays configured either way, so images stored before a switch still
| load from /uploads.
*/
/** Where the local disk's files are served; its stored image URLs start with it. */
export const UPLOADS_URL = '/uploads'

/** The S3-compatible bucket of DRIVE_DISK=s3, as the environment describes it. */
export type S3Settings = {
  bucket: string
  region: string
  /** An S3-compatible provider's API origin; AWS itself when absent. */
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  /** Where the bucket's objects are public (a CDN or the bucket's site); else endpoint/bucket. */
  publicUrl?: string
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO). */
  forcePathStyle: boolean
}

/** The S3 settings from the environment; throws naming each missing variable. */
function s3SettingsFromEnv(): S3Settings {
  const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  const missing = required.filter((name) => !env.get(name))
  if (missing.length) throw new Error(`DRIVE_DISK=s3 needs ${missing.join(', ')}`)
  return {
    bucket: env.get('S3_BUCKET')!,
    region: env.get('S3_REGION') ?? 'us-east-1',
    endpoint: env.get('S3_ENDPOINT'),
    accessKeyId: env.get('S3_ACCESS_KEY_ID')!,
    secretAccessKey: env.get('S3_SECRET_ACCESS_KEY')!,
    publicUrl: env.get('S3_PUBLIC_URL'),
    forcePathStyle: env.get('S3_FORCE_PATH_STYLE') ?? Boolean(env.get('S3_ENDPOINT')),
  }
}

/** The flydrive S3 driver's options for these settings. */
export function s3DriverOptions(settings: S3Settings): S3DriverOptions {
  return {
    bucket: settings.bucket,
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // The objects are public through the bucket's policy; many S3-compatible stores have no ACLs.
    visibility: 'public',
    supportsACL: false,
    cdnUrl: settings.publicUrl?.replace(/\/?$/, '/'),
    // Checksums only where the API requires them: S3-compatible stores differ on the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

const s3Settings = env.get('DRIVE_DISK') === 's3' ? s3SettingsFromEnv() : null

/** The origin the bucket's images are served from (for the CSP), or null on the local disk. */
export const UPLOADS_ORIGIN = s3Settings
  ? new URL(
      s3Settings.publicUrl ?? s3Settings.endpoint ?? `https://${s3Settings.bucket}.s3.amazonaws.com`
    ).origin
  : null

const fs = services.fs({
  location: app.makePath(env.get('DRIVE_ROOT') ?? 'storage'),
  serveFiles: true,
  routeBasePath: UPLOADS_URL,
  visibility: 'public',
})

// The s3 service exists only when chosen: its settings are required then, and absent otherwise.
const driveConfig = s3Settings
  ? defineConfig({
      default: 's3',
      services: { fs, s3: services.s3(s3DriverOptions(s3Settings)) },
    })
  : defineConfig({ default: 'fs', services: { fs } })

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
