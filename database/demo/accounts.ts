import hash from '@adonisjs/core/services/hash'
import { DateTime } from 'luxon'
import User from '#models/user'
import OauthIdentity from '#models/oauth_identity'
import TwoFactorLink from '#models/two_factor_link'
import StaffService from '#services/accounts/staff_service'

/** The one password of every demo account; README names it (embedded default only). */
export const DEMO_PASSWORD = 'technomagic'

/** A staff editor (spec §6 document permissions) and a handful of players. */
export const DEMO_ACCOUNTS = [
  { nickname: 'Sora', email: 'sora@technomagic.example', region: 'russia' },
  { nickname: 'Kirito_92', email: 'kirito@technomagic.example', region: 'russia' },
  { nickname: 'Megumin', email: 'megumin@technomagic.example', region: 'russia' },
  { nickname: 'RemRam', email: 'rem@technomagic.example', region: 'global' },
  { nickname: 'Senku', email: 'senku@technomagic.example', region: 'global' },
  { nickname: 'Nezuko', email: 'nezuko@technomagic.example', region: 'russia' },
]

/**
 * Issue #12 demo: Kirito_92 has Google and Steam linked (cabinet → authorization),
 * Megumin has 2FA on through the Telegram bot, whose chat the dev bot inbox plays.
 */
const DEMO_IDENTITIES = [
  {
    nickname: 'Kirito_92',
    provider: 'google',
    providerUserId: 'demo-google-kirito',
    name: 'Kazuto K.',
  },
  { nickname: 'Kirito_92', provider: 'steam', providerUserId: '76561198000000092', name: 'Kirito' },
] as const
const DEMO_TWO_FACTOR = { nickname: 'Megumin', bot: 'telegram', chatId: '100200300' } as const

export const DEMO_STAFF = {
  nickname: 'Sora',
  group: 'editors',
  permissions: ['web.documents.create', 'web.documents.edit'],
}

/** Accounts demo data. Safe to run again: accounts are matched by nickname. */
export async function seedAccounts() {
  const password = await hash.make(DEMO_PASSWORD)
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    const user = await User.query().where('nickname_key', account.nickname.toLowerCase()).first()
    // Registered a few at a time, before the first seeded game history (game_activity.ts).
    const registeredAt = DateTime.utc().minus({ days: 90 - index * 5, hours: index * 7 })
    await (user ?? new User())
      .merge({
        ...account,
        password,
        regionFixed: false,
        createdAt: user?.createdAt ?? registeredAt,
        emailVerifiedAt: user?.emailVerifiedAt ?? registeredAt,
      })
      .save()
  }
  for (const [index, identity] of DEMO_IDENTITIES.entries()) {
    const user = await User.findByOrFail('nickname_key', identity.nickname.toLowerCase())
    const linked = await OauthIdentity.updateOrCreate(
      { provider: identity.provider, providerUserId: identity.providerUserId },
      { userId: user.id, name: identity.name, email: null }
    )
    // Linked in the weeks after registering, not at setup time.
    linked.createdAt = user.createdAt.plus({ days: 3 + index * 9, hours: 2 })
    await linked.save()
  }
  const megumin = await User.findByOrFail('nickname_key', DEMO_TWO_FACTOR.nickname.toLowerCase())
  await TwoFactorLink.updateOrCreate(
    { userId: megumin.id },
    { bot: DEMO_TWO_FACTOR.bot, chatId: DEMO_TWO_FACTOR.chatId }
  )
  await new StaffService().grant({
    nickname: DEMO_STAFF.nickname,
    paths: DEMO_STAFF.permissions,
    group: DEMO_STAFF.group,
  })
}
