/*
| First-run setup of `npm run dev`: creates .env with a fresh APP_KEY when
| it is missing, migrates the database and seeds the demo data once.
*/
import { randomBytes } from 'node:crypto'
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

const ace = (...args: string[]) =>
  execFileSync(process.execPath, ['ace', ...args], { cwd: root, stdio: 'inherit' })
ace('migration:run', '--force')
ace('db:demo')
