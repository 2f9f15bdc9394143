import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import type { Logger } from '@adonisjs/core/logger'
import { DevMailbox } from '#mails/dev_mailbox'
import { DevMailboxTransport } from '#mails/transports/dev_mailbox_transport'

const directory = app.tmpPath(`unit-mailbox-${process.pid}`)

/** A logger that remembers what it was told. */
function recordingLogger() {
  const lines: { level: string; message: string }[] = []
  const logger = {
    info: (_data: unknown, message: string) => lines.push({ level: 'info', message }),
    warn: (_data: unknown, message: string) => lines.push({ level: 'warn', message }),
  } as unknown as Logger
  return { logger, lines }
}

const letter = {
  from: { address: 'noreply@technomagic.local', name: 'TechnoMagic' },
  to: ['player@example.com'],
  subject: 'Reset your TechnoMagic password',
  html: '<p>Hello</p>',
  text: 'Hello: http://localhost:3333/en/restore?token=abc',
}

test.group('DevMailbox', (group) => {
  group.each.teardown(() => new DevMailbox(directory).clear())

  test('keeps letters as files, newest first, pruning beyond `keep`', async ({ assert }) => {
    const mailbox = new DevMailbox(directory, 2)
    const first = await mailbox.save(
      { from: 'a', to: ['b'], subject: 'one', html: null, text: 'x' },
      new Date('2026-11-22T10:00:00Z')
    )
    await mailbox.save(
      { from: 'a', to: ['b'], subject: 'two', html: null, text: 'x' },
      new Date('2026-11-22T11:00:00Z')
    )
    await mailbox.save(
      { from: 'a', to: ['b'], subject: 'three', html: '<p>3</p>', text: 'x' },
      new Date('2026-11-22T12:00:00Z')
    )

    const list = await mailbox.list()
    assert.deepEqual(
      list.map((item) => [item.subject, item.sentAt]),
      [
        ['three', '2026-11-22T12:00:00.000Z'],
        ['two', '2026-11-22T11:00:00.000Z'],
      ]
    )
    assert.isNull(await mailbox.find(first.id))
    const newest = await mailbox.find(list[0].id)
    assert.equal(newest?.html, '<p>3</p>')
  })

  test('is empty before the first letter', async ({ assert }) => {
    assert.deepEqual(await new DevMailbox(directory).list(), [])
    assert.isNull(await new DevMailbox(directory).find('missing'))
  })
})

test.group('DevMailboxTransport', (group) => {
  group.each.teardown(() => new DevMailbox(directory).clear())

  test('keeps the letter and logs its text outside production', async ({ assert }) => {
    const { logger, lines } = recordingLogger()
    const transport = new DevMailboxTransport(
      () => ({ enabled: true, directory, keep: 50 }),
      () => logger
    )

    const response = await transport.send(letter)

    assert.deepEqual(response.envelope, {
      from: 'noreply@technomagic.local',
      to: ['player@example.com'],
    })
    const [kept] = await new DevMailbox(directory).list()
    assert.containsSubset(kept, {
      from: 'TechnoMagic <noreply@technomagic.local>',
      to: ['player@example.com'],
      subject: letter.subject,
    })
    assert.lengthOf(lines, 1)
    assert.equal(lines[0].level, 'info')
    assert.include(lines[0].message, letter.text)
  })

  test('only warns in production, never writing the letter or its links', async ({ assert }) => {
    const { logger, lines } = recordingLogger()
    const transport = new DevMailboxTransport(
      () => ({ enabled: false, directory, keep: 50 }),
      () => logger
    )

    await transport.send(letter)

    assert.deepEqual(await new DevMailbox(directory).list(), [])
    assert.deepEqual(lines, [
      { level: 'warn', message: 'mail not sent: SMTP_HOST is not configured' },
    ])
  })
})
