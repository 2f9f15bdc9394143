/*
| `npm run dev` after the first-run setup: the site (`node ace serve --hmr`)
| and the demo game network (`node ace network:demo`) side by side. Either
| one ending stops the other; Ctrl+C stops both.
*/
import { spawn, type ChildProcess } from 'node:child_process'

const root = new URL('../', import.meta.url)
const start = (...args: string[]) =>
  spawn(process.execPath, ['ace', ...args], { cwd: root, stdio: 'inherit' })

const children: ChildProcess[] = [start('serve', '--hmr'), start('network:demo')]

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
