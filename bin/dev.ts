/*
| `npm run dev` after the first-run setup: the site (`node ace serve --hmr`),
| the demo game network (`node ace network:demo`) and the fake launcher
| (`node ace launcher:fake`) side by side. Any one ending stops the others;
| Ctrl+C stops all.
*/
import { spawn, type ChildProcess } from 'node:child_process'

const root = new URL('../', import.meta.url)
const start = (...args: string[]) =>
  spawn(process.execPath, ['ace', ...args], { cwd: root, stdio: 'inherit' })

const children: ChildProcess[] = [
  start('serve', '--hmr'),
  start('network:demo'),
  start('launcher:fake'),
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
