import { test } from '@japa/runner'
import type { FakeVkApi } from '#dev/fakes/fake_vk_api'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'
import { linkVk, readyForBonus, startFakeVk } from '#tests/support/fake_vk'
import { walletOf } from '#tests/support/wallets'
import { pagePath } from '#tests/support/urls'

let vk: FakeVkApi

test.group('Cabinet → bonus (page)', (group) => {
  group.setup(async () => {
    vk = await startFakeVk()
    return () => vk.stop()
  })
  group.each.setup(() => vk.reset())
  group.each.setup(isolateDatabase)

  test('shows the steps as VK answers them, and the community links', async ({ client }) => {
    const user = await UserFactory.create()
    const vkUserId = await linkVk(user)
    vk.setMember(vkUserId, true)

    const response = await client
      .get(pagePath('en', 'economy.bonus.show'))
      .loginAs(user)
      .withInertia()

    response.assertStatus(200)
    response.assertInertiaComponent('economy/bonus/show')
    response.assertInertiaPropsContains({
      bonus: { state: 'setup', steps: { linked: true, member: true, messages: false } },
    })
  })

  test('claims and comes back to the tab with the amount, then waits', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await readyForBonus(vk, user)

    const response = await client
      .post(pagePath('en', 'economy.bonus.store'))
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    response.assertHeader('location', pagePath('en', 'economy.bonus.show'))
    const { coins } = await walletOf(user)
    response.assertFlashMessage('success', {
      key: 'economy.bonus.claimed',
      data: { amount: coins },
    })
    const page = await client.get(pagePath('en', 'economy.bonus.show')).loginAs(user).withInertia()
    page.assertInertiaPropsContains({ bonus: { state: 'waiting', todayAmount: coins } })
    assert.isAtLeast(coins, 40)
  })

  test('a missing step comes back as a translated notice and credits nothing', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await linkVk(user)

    const response = await client
      .post(pagePath('ru', 'economy.bonus.store'))
      .header('referer', pagePath('ru', 'economy.bonus.show'))
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.include(JSON.stringify(response.flashMessages()), 'economy.bonus.errors.step_member')
    assert.deepEqual(await walletOf(user), { balance: 0, coins: 0 })
  })

  test('a guest goes to the login page', async ({ client }) => {
    const response = await client.get(pagePath('en', 'economy.bonus.show')).redirects(0)
    response.assertStatus(302)
  })
})
