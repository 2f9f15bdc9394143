import { readFile, writeFile } from 'node:fs/promises'

export type PluginCommand = {
  id: string
  nickname: string
  command: string
  requiresOnline: boolean
  createdAt: string
}

export type CommandResult = { status: 'done' | 'failed'; output: string }

export type CommandPluginOptions = {
  /** The site's origin, e.g. `http://127.0.0.1:3333`. */
  baseUrl: string
  /** The server's game API key (`node ace network:key <slug>`). */
  key: string
  /** Runs a command in the "game"; answers its output. */
  execute: (command: PluginCommand) => Promise<string> | string
  /** Where the executed ids are kept across restarts; in memory only when absent. */
  storePath?: string
}

/**
 * The delivery half of a game-server plugin, as game-api.md asks one to
 * behave: pull `GET commands`, run each id at most once (the executed ids
 * are remembered, with their output, before acking), and ack every id,
 * acking again an id it has already run without running it. Used by the
 * tests and the demo network (`node ace network:demo`).
 */
export default class CommandPlugin {
  /** Executed id → its result: the plugin's executed-id store. */
  readonly executed = new Map<string, CommandResult>()
  /** Ids whose ack the next poll "loses" (never reaches the site), to test re-pulls. */
  readonly dropAcks = new Set<string>()
  /** The ids the last poll was offered. */
  lastOffered: string[] = []

  constructor(private options: CommandPluginOptions) {}

  /** Reads the executed ids kept by an earlier run of the plugin. */
  async load() {
    if (!this.options.storePath) return this
    const text = await readFile(this.options.storePath, 'utf8').catch(() => '{}')
    const stored = JSON.parse(text) as Record<string, CommandResult>
    for (const [id, result] of Object.entries(stored)) this.executed.set(id, result)
    return this
  }

  /** One pull: runs what is new, acks everything offered; answers the ids it ran now. */
  async poll(limit = 50) {
    const response = await this.call(`commands?limit=${limit}`, { method: 'GET' })
    const { commands } = (await response.json()) as { commands: PluginCommand[] }
    this.lastOffered = commands.map((command) => command.id)
    const ran: string[] = []
    for (const command of commands) {
      let result = this.executed.get(command.id)
      if (!result) {
        result = await this.run(command)
        this.executed.set(command.id, result)
        await this.save()
        ran.push(command.id)
      }
      if (this.dropAcks.delete(command.id)) continue
      await this.call(`commands/${command.id}/ack`, {
        method: 'POST',
        body: JSON.stringify(result),
      })
    }
    return ran
  }

  private async run(command: PluginCommand): Promise<CommandResult> {
    try {
      return { status: 'done', output: await this.options.execute(command) }
    } catch (error) {
      return { status: 'failed', output: (error as Error).message }
    }
  }

  private async save() {
    if (!this.options.storePath) return
    await writeFile(this.options.storePath, JSON.stringify(Object.fromEntries(this.executed)))
  }

  private async call(path: string, init: RequestInit) {
    const response = await fetch(`${this.options.baseUrl}/api/game/v1/${path}`, {
      ...init,
      headers: {
        'Authorization': `Bearer ${this.options.key}`,
        'Content-Type': 'application/json',
        'Accept': 'application/json',
      },
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`${init.method} ${path} answered HTTP ${response.status}`)
    return response
  }
}
