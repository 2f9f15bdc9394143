/*
| HTTP server entrypoint: `node ace serve` in development,
| `node build/bin/server.js` in production.
*/
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignitor.js'

createIgnitor()
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
