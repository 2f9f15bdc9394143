import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { referredBy } from '#tests/support/referrals'
import { pagePath } from '#tests/support/urls'

test.group('Cabinet → invite (page)', (group) => {
  group.each.setup(isolateDatabase)

  test('shows the invitation link and the referrals', async ({ client, assert }) => {
    const referrer = await UserFactory.create()
    const referral = await UserFactory.create()
    await referredBy(referral, referrer, 1)

    const response = await client
      .get(pagePath('en', 'economy.invites.show'))
      .loginAs(referrer)
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('economy/invites/show')
    response.assertInertiaPropsContains({
      referral: {
        code: referrer.referralCode,
        registrations: 1,
        referrals: [{ login: referral.nickname, hours: 0, coins: 0 }],
      },
    })
    assert.match(response.inertiaProps.referral.link, /^http:\/\/localhost:\d+\/r\/[0-9a-v]{8}$/)
  })

  test('an account older than codes gets one on its first look', async ({ client, assert }) => {
    const user = await UserFactory.merge({ referralCode: null }).create()
    await user.merge({ referralCode: null }).save()

    const response = await client
      .get(pagePath('en', 'economy.invites.show'))
      .loginAs(user)
      .withInertia()

    await user.refresh()
    assert.isNotNull(user.referralCode)
    response.assertInertiaPropsContains({ referral: { code: user.referralCode } })
  })
})
