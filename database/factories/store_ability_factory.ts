import factory from '@adonisjs/lucid/factories'
import StoreAbility from '#models/store_ability'
import { ServerFactory } from '#database/factories/server_factory'

/** An ability sold on a server for 50 ₽. */
export const StoreAbilityFactory = factory
  .define(StoreAbility, ({ faker }) => {
    const slug = `a${faker.string.alphanumeric(8).toLowerCase()}`
    return {
      slug,
      nameRu: `Способность ${slug}`,
      nameEn: `Ability ${slug}`,
      descriptionRu: 'Способность для тестов',
      descriptionEn: 'An ability for tests',
      price: 50_00,
      grantCommand: 'lp user {nickname} permission set ability.{group} true',
      position: 0,
      enabled: true,
    }
  })
  .relation('server', () => ServerFactory)
  .build()
