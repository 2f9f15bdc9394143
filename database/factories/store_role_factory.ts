import factory from '@adonisjs/lucid/factories'
import StoreRole from '#models/store_role'
import { ServerFactory } from '#database/factories/server_factory'

/** A role sold on a server: 100 ₽ a month, 250 ₽ for 3 months, 1000 ₽ forever, no discount. */
export const StoreRoleFactory = factory
  .define(StoreRole, ({ faker }) => {
    const slug = `r${faker.string.alphanumeric(8).toLowerCase()}`
    return {
      slug,
      nameRu: slug.toUpperCase(),
      nameEn: slug.toUpperCase(),
      descriptionRu: 'Роль для тестов',
      descriptionEn: 'A role for tests',
      color: '#4f8cff',
      rank: 1,
      discountPercent: 0,
      priceMonth: 100_00,
      priceQuarter: 250_00,
      priceForever: 1000_00,
      grantCommand: 'lp user {nickname} parent add {group}',
      revokeCommand: 'lp user {nickname} parent remove {group}',
      enabled: true,
    }
  })
  .relation('server', () => ServerFactory)
  .build()
