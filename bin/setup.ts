/*
| First-run setup of `npm run dev`: creates .env with a fresh APP_KEY when
| it is missing (and a launcher signing key), migrates the database and
| seeds the demo data once.
*/
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'

const root = new URL('../', import.meta.url)
const envFile = new URL('.env', root)

if (!existsSync(envFile)) {
  copyFileSync(new URL('.env.example', root), envFile)
  const key = randomBytes(32).toString('base64url')
  writeFileSync(envFile, readFileSync(envFile, 'utf8').replace(/^APP_KEY=.*$/m, `APP_KEY=${key}`))
  console.log('created .env with a new APP_KEY')
}

// The launcher's manifest and debugger are signed (docs/decisions.md): a local key for the demo.
const env = readFileSync(envFile, 'utf8')
if (!/^LAUNCHER_SIGNING_KEY=.+$/m.test(env)) {
  const { privateKey } = generateKeyPairSync('ed25519')
  const key = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64')
  writeFileSync(
    envFile,
    `${env.replace(/^LAUNCHER_SIGNING_KEY=.*\n?/m, '')}\nLAUNCHER_SIGNING_KEY=${key}\n`
  )
  console.log('added a launcher signing key to .env')
}

const ace = (...args: string[]) =>
  execFileSync(process.execPath, ['ace', ...args], { cwd: root, stdio: 'inherit' })

/**
 * Lucid creates a new database's versions table at version 1 and at once upgrades it to 2,
 * saying so on every first run: a step of its own bookkeeping, not news to a newcomer (#27).
 */
const LUCID_VERSION_NOTE = /Upgrading migrations version from/
const migrated = execFileSync(process.execPath, ['ace', 'migration:run', '--force'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
  encoding: 'utf8',
})
process.stdout.write(
  migrated
    .split('\n')
    .filter((line) => !LUCID_VERSION_NOTE.test(line))
    .join('\n')
)
ace('db:demo')
