import { accessSync, constants } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { freePort, type ProcessEnv, spawnProcess } from '#tests/support/server_process'

/**
 * The MinIO server binary: MINIO_BINARY, else `minio` on PATH, else null. Neither Debian nor
 * the npm registry ships one (README "Uploads on S3"), so a machine has it only by hand.
 */
export function minioBinary() {
  const candidates = process.env.MINIO_BINARY
    ? [process.env.MINIO_BINARY]
    : (process.env.PATH ?? '').split(delimiter).map((folder) => join(folder, 'minio'))
  return (
    candidates.find((path) => {
      try {
        accessSync(path, constants.X_OK)
        return true
      } catch {
        return false
      }
    }) ?? null
  )
}

const ACCESS_KEY = 'technomagic-tests'
const SECRET_KEY = 'technomagic-tests-secret'

/**
 * A MinIO server on 127.0.0.1 over a temp folder, with one empty bucket; `env` is what
 * the app needs to put its drive on it (DRIVE_DISK=s3). `stop()` kills it and removes the folder.
 */
export async function startMinio(binary: string, bucket: string) {
  const folder = await mkdtemp(join(tmpdir(), 'technomagic-minio-'))
  const [port, consolePort] = [await freePort(), await freePort()]
  const endpoint = `http://127.0.0.1:${port}`
  const server = spawnProcess(
    binary,
    [
      'server',
      folder,
      '--address',
      `127.0.0.1:${port}`,
      '--console-address',
      `127.0.0.1:${consolePort}`,
      '--quiet',
    ],
    {
      PATH: process.env.PATH ?? '',
      HOME: folder,
      MINIO_ROOT_USER: ACCESS_KEY,
      MINIO_ROOT_PASSWORD: SECRET_KEY,
      MINIO_BROWSER: 'off',
    }
  )
  const stop = async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL')
    await server.exited
    await rm(folder, { recursive: true, force: true })
  }
  const live = async () => {
    const deadline = Date.now() + 20_000
    while (Date.now() < deadline && server.child.exitCode === null) {
      const answer = await fetch(`${endpoint}/minio/health/live`).catch(() => null)
      if (answer?.ok) return true
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return false
  }
  if (!(await live())) {
    await stop()
    throw new Error(`MinIO never answered:\n${server.output()}`)
  }
  const s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  })
  await s3.send(new CreateBucketCommand({ Bucket: bucket }))
  const env: ProcessEnv = {
    DRIVE_DISK: 's3',
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: SECRET_KEY,
  }
  return { endpoint, env, s3, output: server.output, stop }
}
