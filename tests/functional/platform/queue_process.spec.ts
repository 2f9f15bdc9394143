import { test } from '@japa/runner'
import { SMTPServer } from 'smtp-server'
import {
  freePort,
  processSandbox,
  productionEnv,
  startMigratedServer,
  startServer,
  waitForHealth,
  within,
} from '#tests/support/server_process'
import { pathFor } from '#tests/support/urls'

/**
 * An SMTP server that either takes letters or, while `holding`, leaves every
 * DATA unanswered, so a worker is caught in the middle of sending.
 */
async function recordingSmtpServer(port: number) {
  const state = { holding: true, held: 0, delivered: [] as string[] }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume()
      stream.once('end', () => {
        if (state.holding) return void state.held++
        state.delivered.push(...session.envelope.rcptTo.map((to) => to.address))
        callback()
      })
    },
  })
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  return { state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

async function until(condition: () => boolean, ms: number) {
  const deadline = Date.now() + ms
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return condition()
}

/** Registers a player from its own address (the registration limit is per IP). */
async function register(port: number, index: number) {
  const response = await fetch(
    `http://127.0.0.1:${port}${pathFor('api.accounts.registrations.store')}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${index + 1}` },
      body: JSON.stringify({
        login: `Burst_${index}`,
        email: `burst${index}@example.com`,
        password: 'correct horse battery',
        passwordConfirmation: 'correct horse battery',
        acceptTerms: true,
      }),
    }
  )
  return response.status
}

test.group('Queue process', (group) => {
  const sandbox = processSandbox(group)

  test('delivers every verification letter of a registration burst after a kill -9', async ({
    assert,
  }) => {
    const smtpPort = await freePort()
    const smtp = await recordingSmtpServer(smtpPort)
    const port = await freePort()
    const env = {
      ...productionEnv(sandbox.folder, port),
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      QUEUE_VISIBILITY_TIMEOUT: '2',
    }
    try {
      const first = await startMigratedServer(env)
      sandbox.children.push(first.child)
      const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => register(port, i)))
      assert.deepEqual(new Set(statuses), new Set([200]), first.output())
      // Some letters are being sent (their SMTP exchange hangs), the rest wait in the queue.
      assert.isTrue(await until(() => smtp.state.held > 0, 10_000), first.output())

      first.child.kill('SIGKILL')
      await first.exited
      smtp.state.holding = false
      const second = startServer(env)
      sandbox.children.push(second.child)
      assert.isNotNull(await waitForHealth(port, 15_000), second.output())

      const expected = Array.from({ length: 30 }, (_, i) => `burst${i}@example.com`).sort()
      await until(() => smtp.state.delivered.length >= expected.length, 20_000)
      // A late duplicate would show up here.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      assert.deepEqual([...smtp.state.delivered].sort(), expected, second.output())

      second.child.kill('SIGTERM')
      assert.strictEqual(await within(second.exited, 10_000), 0, second.output())
    } finally {
      await smtp.close()
    }
  }).timeout(90_000)
})
