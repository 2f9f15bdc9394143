import logger from '@adonisjs/core/services/logger'
import RedirectRule from '#models/redirect_rule'

export type RedirectTarget = { target: string; statusCode: 301 | 302 }

/** How long a process trusts its copy of the rules before reading them again. */
const TTL_MS = 30_000

/**
 * Staff-managed redirect rules (spec §2), consulted for every page path.
 * The table is small, so each process keeps it in a map and re-reads it
 * every 30 s: a lookup never waits on the database.
 */
export default class RedirectRuleService {
  static #rules = new Map<string, RedirectTarget>()
  static #loadedAt = 0
  static #loading: Promise<void> | null = null

  /** The rule for a path (trailing slash ignored), or null. */
  async find(path: string): Promise<RedirectTarget | null> {
    if (Date.now() - RedirectRuleService.#loadedAt > TTL_MS) await this.refresh()
    const key = path.length > 1 ? path.replace(/\/+$/, '') : path
    return RedirectRuleService.#rules.get(key) ?? null
  }

  /**
   * Re-reads the table now; one read at a time per process. A failed read
   * keeps the previous rules until the next try, so an unreachable database
   * does not take down every route (/health must still answer 503).
   */
  async refresh() {
    RedirectRuleService.#loading ??= RedirectRule.all()
      .then(
        (rules) => {
          RedirectRuleService.#rules = new Map(
            rules.map((rule) => [
              rule.fromPath,
              { target: rule.target, statusCode: rule.statusCode === 301 ? 301 : 302 },
            ])
          )
        },
        (error) => logger.error({ err: error }, 'redirect rules could not be read')
      )
      .then(() => {
        RedirectRuleService.#loadedAt = Date.now()
      })
      .finally(() => {
        RedirectRuleService.#loading = null
      })
    await RedirectRuleService.#loading
  }
}
