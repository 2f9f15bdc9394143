/*
| `npm run dev` after the first-run setup: the site (`node ace serve --hmr`),
| the demo game network (`node ace network:demo`) and, unless .env names a
| real gateway, the fake payment gateways (`node ace payments:fake`) with the
| site pointed at them and its pay page marked as test payments. Any one
| ending stops the others; Ctrl+C stops them all.
*/
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { fakeGatewayEnv } from '../dev/fakes/fake_gateway_env.js'

const root = new URL('../', import.meta.url)
const envFile = new URL('.env', root)
const configured = { ...(existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {}) }
const setting = (name: string) => process.env[name] || configured[name]
const realGateway = setting('YOOKASSA_SHOP_ID') || setting('CRYPTOMUS_MERCHANT_ID')
const fakePayments = !realGateway && setting('NODE_ENV') !== 'production'

const start = (args: string[], env: Record<string, string> = {}) =>
  spawn(process.execPath, ['ace', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })

const children: ChildProcess[] = [
  start(['serve', '--hmr'], fakePayments ? fakeGatewayEnv() : {}),
  start(['network:demo']),
  ...(fakePayments ? [start(['payments:fake', '--quiet'])] : []),
]

let stopping = false
function stopAll(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill(signal)
}

for (const child of children) {
  child.once('exit', (code) => {
    stopAll('SIGTERM')
    process.exitCode ||= code ?? 0
  })
}
process.once('SIGINT', () => stopAll('SIGINT'))
process.once('SIGTERM', () => stopAll('SIGTERM'))
