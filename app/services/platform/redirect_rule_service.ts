import cache from '@adonisjs/cache/services/main'
import logger from '@adonisjs/core/services/logger'
import RedirectRule from '#models/redirect_rule'
import { LocalMemo } from '#data/local_memo'

export type RedirectTarget = { target: string; statusCode: 301 | 302 }

type RuleTable = Record<string, RedirectTarget>

const RULES_KEY = 'redirect_rules'

/** The table for a second in this process: every page request reads it (#8). */
const localRules = new LocalMemo<RuleTable>(1000)

/**
 * Staff-managed redirect rules (spec §2), consulted for every page path.
 * The table is small, so the cache (config/cache.ts) keeps all of it and
 * re-reads it every 30 s, one read at a time: a lookup rarely waits on the
 * database.
 */
export default class RedirectRuleService {
  /** The rule for a path (trailing slash ignored), or null. */
  async find(path: string): Promise<RedirectTarget | null> {
    const rules = await this.rules()
    const key = path.length > 1 ? path.replace(/\/+$/, '') : path
    return Object.hasOwn(rules, key) ? rules[key] : null
  }

  /** Drops the cached table on every instance: the next lookup reads it again. */
  async forget() {
    // The shared copy first: an instance told to forget must not read the old one back.
    await cache.delete({ key: RULES_KEY })
    localRules.forget()
  }

  /**
   * A failed read keeps serving the previous table for up to a day (grace),
   * or no rules at all before the first good read, so an unreachable
   * database does not take down every route (/health must still answer 503).
   */
  private async rules(): Promise<RuleTable> {
    try {
      return await localRules.get(() =>
        cache.getOrSet({
          key: RULES_KEY,
          ttl: '30s',
          grace: '24h',
          graceBackoff: '30s',
          factory: () => this.read(),
        })
      )
    } catch (error) {
      logger.error({ err: error }, 'redirect rules could not be read')
      return {}
    }
  }

  private async read(): Promise<RuleTable> {
    const rules = await RedirectRule.all()
    return Object.fromEntries(
      rules.map((rule) => [
        rule.fromPath,
        { target: rule.target, statusCode: rule.statusCode === 301 ? 301 : 302 },
      ])
    )
  }
}
