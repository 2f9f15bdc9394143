import { randomUUID } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export type MailboxMessage = {
  id: string
  from: string
  to: string[]
  subject: string
  html: string | null
  text: string | null
  /** ISO 8601 UTC. */
  sentAt: string
}

export type MailboxSummary = Omit<MailboxMessage, 'html' | 'text'>

/** File names sort by time: `<ms since epoch, 15 digits>-<uuid>.json`. */
const FILE = /^(\d{15})-([0-9a-f-]{36})\.json$/

/**
 * The local mailbox of the embedded default: letters that would have gone
 * out over SMTP, one JSON file each in a folder under tmp/. Files, not a
 * table or memory, so letters survive the dev server's restarts and need
 * no migration; only the newest `keep` are kept.
 */
export class DevMailbox {
  constructor(
    readonly directory: string,
    readonly keep = 50
  ) {}

  async save(message: Omit<MailboxMessage, 'id' | 'sentAt'>, sentAt = new Date()) {
    const stored: MailboxMessage = { id: randomUUID(), sentAt: sentAt.toISOString(), ...message }
    await mkdir(this.directory, { recursive: true })
    const stamp = String(sentAt.getTime()).padStart(15, '0')
    await writeFile(join(this.directory, `${stamp}-${stored.id}.json`), JSON.stringify(stored))
    await this.prune()
    return stored
  }

  /** Newest first. */
  async list(): Promise<MailboxSummary[]> {
    const files = await this.files()
    const messages = await Promise.all(files.map((file) => this.read(file)))
    return messages.map(({ html: _html, text: _text, ...summary }) => summary)
  }

  async find(id: string): Promise<MailboxMessage | null> {
    const files = await this.files()
    const file = files.find((name) => FILE.exec(name)?.[2] === id)
    return file ? this.read(file) : null
  }

  async clear() {
    await rm(this.directory, { recursive: true, force: true })
  }

  private async files() {
    try {
      const names = await readdir(this.directory)
      return names
        .filter((name) => FILE.test(name))
        .sort()
        .reverse()
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
  }

  private async read(file: string): Promise<MailboxMessage> {
    const content = await readFile(join(this.directory, file), 'utf8')
    return JSON.parse(content)
  }

  private async prune() {
    const files = await this.files()
    const stale = files.slice(this.keep)
    await Promise.all(stale.map((file) => rm(join(this.directory, file), { force: true })))
  }
}
