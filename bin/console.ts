/*
| Ace entrypoint. Commands boot the application only when they ask for it
| (`options.startApp`).
*/
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignitor.js'

/*
| `node ace serve` would outlive a SIGTERM (the ignitor's listener replaces
| the default exit, and the dev server is not tied to the app's lifecycle):
| stop it the way Ctrl-C does, which also ends the HTTP server it spawned.
*/
if (process.argv[2] === 'serve') {
  process.once('SIGTERM', () => process.kill(process.pid, 'SIGINT'))
}

createIgnitor()
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
