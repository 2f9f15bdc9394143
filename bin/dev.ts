/*
| `npm run dev` after the first-run setup: the site (`node ace serve --hmr`),
| the demo game network (`node ace network:demo`) and the fake VK API of the
| daily bonus (`node ace vk:fake`) side by side. The site or the network
| ending stops the rest; Ctrl+C stops all.
*/
import { spawn, type ChildProcess } from 'node:child_process'

const root = new URL('../', import.meta.url)
const start = (...args: string[]) =>
  spawn(process.execPath, ['ace', ...args], { cwd: root, stdio: 'inherit' })

const children: ChildProcess[] = [start('serve', '--hmr'), start('network:demo')]
// The fake VK API exits at once when .env points VK elsewhere; that stops nothing.
const optional = start('vk:fake')

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
