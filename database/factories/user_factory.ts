import hash from '@adonisjs/core/services/hash'
import factory from '@adonisjs/lucid/factories'
import User from '#models/user'
import { StaffGroupFactory } from '#database/factories/staff_group_factory'
import { UserSessionFactory } from '#database/factories/user_session_factory'

/** A player with a unique nickname (≤ 16 characters), e-mail and a hashed password. */
export const UserFactory = factory
  .define(User, async ({ faker }) => {
    const nickname = `p_${faker.string.alphanumeric(12)}`
    return {
      nickname,
      email: `${nickname.toLowerCase()}@${faker.internet.domainName()}`,
      password: await hash.make(faker.internet.password({ length: 16 })),
    }
  })
  // Accounts created through OAuth have neither until the player sets them.
  .state('oauthOnly', (user) => {
    user.email = null
    user.password = null
  })
  .relation('sessions', () => UserSessionFactory)
  .relation('staffGroups', () => StaffGroupFactory)
  .build()
