/*
| `npm run dev` after the first-run setup: the site (`node ace serve --hmr`),
| the demo game network (`node ace network:demo`), the fake launcher
| (`node ace launcher:fake`), the fake VK API of the daily bonus (`node ace
| vk:fake`) and, unless .env names a real gateway, the fake payment gateways
| (`node ace payments:fake`) with the site pointed at them and its pay page
| marked as test payments. The site or the network ending stops the rest;
| Ctrl+C stops all.
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
  start(['launcher:fake']),
  ...(fakePayments ? [start(['payments:fake', '--quiet'])] : []),
]
// The fake VK API exits at once when .env points VK elsewhere; that stops nothing.
const optional = start(['vk:fake'])

let stopping = false
function stopAll(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  for (const child of [...children, optional]) if (child.exitCode === null) child.kill(signal)
}

for (const child of children) {
  child.once('exit', (code) => {
    stopAll('SIGTERM')
    process.exitCode ||= code ?? 0
  })
}
process.once('SIGINT', () => stopAll('SIGINT'))
process.once('SIGTERM', () => stopAll('SIGTERM'))
