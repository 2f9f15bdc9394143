/*
| The fake SMTP peer of the test run (architecture brief: real protocol,
| fake peer): a real SMTP server on 127.0.0.1:SMTP_PORT that the app's
| SMTP transport delivers to. Tests read what was delivered, parsed like a
| mail client would (mailparser), never the app's objects.
*/
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'
import env from '#start/env'

export type DeliveredMail = {
  /** Envelope recipients, lower-cased. */
  to: string[]
  from: string
  subject: string
  html: string
  text: string
}

export type MailQuery = { to: string; subject?: string | RegExp }

const delivered: DeliveredMail[] = []
const listeners = new Set<() => void>()

function matches(mail: DeliveredMail, query: MailQuery) {
  if (!mail.to.includes(query.to.toLowerCase())) return false
  if (query.subject === undefined) return true
  return typeof query.subject === 'string'
    ? mail.subject === query.subject
    : query.subject.test(mail.subject)
}

/** Starts the server for the whole run (tests/bootstrap.ts); resolves to its stop function. */
export async function startSmtpServer() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    // Accepts any login, so a developer's SMTP_USERNAME does not break the run.
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' })
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        delivered.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          from: parsed.from?.text ?? '',
          subject: parsed.subject ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          text: parsed.text ?? '',
        })
        for (const listener of listeners) listener()
        callback()
      }, callback)
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(env.get('SMTP_PORT'), '127.0.0.1', () => resolve())
  })
  return async () => {
    // Letters still on their way (sent in the background) finish first.
    const deadline = Date.now() + 3000
    while (server.connections.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}

/** Forgets every delivered letter (call before a test that reads mail). */
export function clearMailbox() {
  delivered.length = 0
}

/** Letters delivered so far that match, oldest first. */
export function deliveredMails(query: MailQuery) {
  return delivered.filter((mail) => matches(mail, query))
}

/** The first letter that matches, waiting for it to be delivered (sending runs in the background). */
export function waitForMail(query: MailQuery, timeoutMs = 5000): Promise<DeliveredMail> {
  const found = deliveredMails(query)[0]
  if (found) return Promise.resolve(found)
  return new Promise((resolve, reject) => {
    const listener = () => {
      const mail = deliveredMails(query)[0]
      if (!mail) return
      cleanup()
      resolve(mail)
    }
    const timer = setTimeout(() => {
      cleanup()
      const seen = delivered.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('; ')
      reject(
        new Error(`No letter to ${query.to} within ${timeoutMs} ms (delivered: ${seen || 'none'})`)
      )
    }, timeoutMs)
    const cleanup = () => {
      clearTimeout(timer)
      listeners.delete(listener)
    }
    listeners.add(listener)
  })
}

/** Waits, then tells whether no letter to the address arrived (for "sends nothing" tests). */
export async function noMailWithin(query: MailQuery, ms = 400) {
  await new Promise((resolve) => setTimeout(resolve, ms))
  return deliveredMails(query).length === 0
}

/** The links of a letter's text that point to the site, as paths with their query (`/en/restore?token=…`). */
export function linksIn(mail: DeliveredMail) {
  const origin = new URL(env.get('APP_URL')).origin
  return [...mail.text.matchAll(/https?:\/\/\S+/g)]
    .map(([url]) => new URL(url))
    .filter((url) => url.origin === origin && url.pathname !== '/' && url.search !== '')
    .map((url) => `${url.pathname}${url.search}`)
}

/** The 6-digit code of a letter's text. */
export function codeIn(mail: DeliveredMail) {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`No 6-digit code in "${mail.subject}"`)
  return code
}

/** The `token` query value of a link path. */
export function tokenOf(path: string) {
  return new URL(path, 'http://localhost').searchParams.get('token') ?? ''
}
