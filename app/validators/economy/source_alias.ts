import vine from '@vinejs/vine'
import { REFERRAL_CODE_PATTERN, SOURCE_ALIAS_PATTERN } from '#domain/platform/legacy_redirects'

const code = () => vine.string().trim().regex(REFERRAL_CODE_PATTERN)

/** A campaign the staff add (`web.sources.edit`): `/source/{alias}` → `/r/{code}`. */
export const createSourceAliasValidator = vine.create({
  alias: vine.string().trim().regex(SOURCE_ALIAS_PATTERN),
  code: code(),
})

/** Another referral code for a campaign's alias. */
export const updateSourceAliasValidator = vine.create({ code: code() })
