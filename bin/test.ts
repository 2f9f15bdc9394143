/*
| Test runner entrypoint (`node ace test`).
*/
process.env.NODE_ENV = 'test'

import { readFileSync } from 'node:fs'
import { prettyPrintError } from '@adonisjs/core'
import { configure, processCLIArgs, run } from '@japa/runner'
import { createIgnitor } from './ignitor.js'

/*
| TEST_PORT_OFFSET=N moves every fixed port of .env.test (the app, the fake
| SMTP server, the fake providers and bots) by N, so two checkouts, or two
| databases, can run their suites at once. Set variables still win, except
| PORT: `node ace test` always hands this process a PORT (its own pick from
| .env), so with an offset the app's port is .env.test's plus the offset.
*/
const portOffset = Number(process.env.TEST_PORT_OFFSET ?? 0)
if (portOffset) {
  const lines = readFileSync(new URL('../.env.test', import.meta.url), 'utf8').split('\n')
  for (const [, name, value] of lines.map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line) ?? [])) {
    if (name === 'PORT') process.env.PORT = String(Number(value) + portOffset)
    if (!name || process.env[name] !== undefined) continue
    if (name === 'SMTP_PORT') process.env[name] = String(Number(value) + portOffset)
    const url = /^(http:\/\/127\.0\.0\.1:)(\d+)(.*)$/.exec(value)
    if (url) process.env[name] = `${url[1]}${Number(url[2]) + portOffset}${url[3]}`
  }
}

createIgnitor()
  .testRunner()
  .configure(async (app) => {
    const { runnerHooks, ...config } = await import('../tests/bootstrap.js')

    processCLIArgs(process.argv.splice(2))
    configure({
      ...app.rcFile.tests,
      ...config,
      setup: runnerHooks.setup,
      teardown: runnerHooks.teardown.concat([() => app.terminate()]),
    })
  })
  .run(() => run())
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
