import factory from '@adonisjs/lucid/factories'
import AccountHistoryEntry from '#models/account_history_entry'
import { UserFactory } from '#database/factories/user_factory'
import { UserSessionFactory } from '#database/factories/user_session_factory'

/** A password change made without a known session; states pick another target. */
export const AccountHistoryEntryFactory = factory
  .define(AccountHistoryEntry, ({ faker }) => ({
    target: 'password' as const,
    action: 'password_changed',
    sessionId: null,
    ip: faker.internet.ipv4(),
    details: null,
  }))
  .state('mail', (entry) => {
    entry.target = 'mail'
    entry.action = 'mail_changed'
  })
  .state('twoFactor', (entry) => {
    entry.target = '2fa'
    entry.action = 'two_factor_linked'
  })
  .relation('user', () => UserFactory)
  .relation('session', () => UserSessionFactory)
  .build()
