import factory from '@adonisjs/lucid/factories'
import SourceAlias from '#models/source_alias'

/** A campaign alias and its referral code. */
export const SourceAliasFactory = factory
  .define(SourceAlias, ({ faker }) => ({
    alias: faker.string.alpha({ length: 10, casing: 'lower' }),
    code: faker.string.alphanumeric(8),
  }))
  .build()
