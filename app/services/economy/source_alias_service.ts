import SourceAlias from '#models/source_alias'
import SourceAliasTakenException from '#exceptions/source_alias_taken_exception'
import { uniqueViolation } from '#data/database_errors'
import { sourceAliasKey } from '#domain/platform/legacy_redirects'

export type SourceAliasInput = { alias: string; code: string }

/** `/source/{alias}` campaigns (spec §2): the staff's list (`web.sources.edit`) and the lookup. */
export default class SourceAliasService {
  /** The referral code a campaign alias leads to, matched ignoring case, or null. */
  async codeOf(alias: string): Promise<string | null> {
    const key = sourceAliasKey(alias)
    if (!key) return null
    const row = await SourceAlias.findBy('alias', key)
    return row?.code ?? null
  }

  /** Every alias, alphabetically. */
  async list() {
    return SourceAlias.query().orderBy('alias')
  }

  /** Adds a campaign; an alias in use (any case) throws SourceAliasTakenException. */
  async create(input: SourceAliasInput) {
    const alias = input.alias.toLowerCase()
    if (await SourceAlias.findBy('alias', alias)) throw new SourceAliasTakenException()
    try {
      return await SourceAlias.create({ alias, code: input.code })
    } catch (error) {
      // Two staff adding the same alias at once: the unique index decides.
      if (uniqueViolation(error) !== null) throw new SourceAliasTakenException()
      throw error
    }
  }

  /** Points an alias at another referral code. */
  async update(id: number, code: string) {
    const row = await SourceAlias.findOrFail(id)
    row.code = code
    return row.save()
  }

  /** Removes a campaign: its links lead home from now on. */
  async remove(id: number) {
    const row = await SourceAlias.findOrFail(id)
    await row.delete()
  }
}
