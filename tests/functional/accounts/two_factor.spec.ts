import { test } from '@japa/runner'
import UserSession from '#models/user_session'
import { isolateDatabase } from '#tests/support/database'
import { FakeBots } from '#tests/support/fake_bots'
import { PASSWORD, playerWithTelegram, pressInTelegram } from '#tests/support/two_factor'
import { pagePath } from '#tests/support/urls'

const bots = new FakeBots()
const CHAT = '777001'

test.group('The /2fa page', (group) => {
  group.setup(async () => {
    await bots.start()
    return () => bots.stop()
  })
  group.each.setup(() => bots.clear())
  group.each.setup(isolateDatabase)

  test('holds a 2FA login on /2fa, then completes it once the bot confirms', async ({
    client,
    assert,
  }) => {
    const user = await playerWithTelegram(CHAT)
    const login = await client
      .post(pagePath('en', 'accounts.sessions.store'))
      .withCsrfToken()
      .form({ login: user.nickname, password: PASSWORD })
      .redirects(0)
    login.assertStatus(302)
    login.assertHeader('location', pagePath('en', 'accounts.two_factor.create'))
    const pending = login.session()

    const held = await client
      .get(pagePath('en', 'accounts.active_sessions.index'))
      .withSession(pending)
      .redirects(0)
    held.assertHeader('location', pagePath('en', 'accounts.two_factor.create'))

    const page = await client
      .get(pagePath('en', 'accounts.two_factor.create'))
      .withSession(pending)
      .withInertia()
    page.assertInertiaComponent('accounts/two_factor/create')
    page.assertInertiaPropsContains({
      state: 'pending',
      pending: { login: user.nickname, bot: 'telegram' },
    })

    const early = await client
      .post(pagePath('en', 'accounts.two_factor.store'))
      .withSession(pending)
      .withCsrfToken()
      .redirects(0)
    early.assertStatus(302)
    early.assertFlashMessage('error', { key: 'accounts.two_factor.pending', data: {} })

    await pressInTelegram(CHAT, bots.lastTo(CHAT)!.buttons[0].data)
    const confirmed = await client
      .get(pagePath('en', 'accounts.two_factor.create'))
      .withSession(pending)
      .withInertia()
    confirmed.assertInertiaPropsContains({ state: 'confirmed' })

    const done = await client
      .post(pagePath('en', 'accounts.two_factor.store'))
      .withSession(pending)
      .withCsrfToken()
      .redirects(0)
    done.assertStatus(302)
    done.assertHeader('location', pagePath('en', 'accounts.cabinet.show'))
    assert.lengthOf(await UserSession.query().where('user_id', user.id), 1)
  })

  test('shows a denied login and lets the player go back to the login page', async ({ client }) => {
    const user = await playerWithTelegram(CHAT)
    const login = await client
      .post(pagePath('en', 'accounts.sessions.store'))
      .withCsrfToken()
      .form({ login: user.nickname, password: PASSWORD })
      .redirects(0)
    const pending = login.session()
    await pressInTelegram(CHAT, bots.lastTo(CHAT)!.buttons[1].data)

    const page = await client
      .get(pagePath('en', 'accounts.two_factor.create'))
      .withSession(pending)
      .withInertia()
    page.assertInertiaPropsContains({ state: 'denied' })

    const back = await client
      .delete(pagePath('en', 'accounts.two_factor.destroy'))
      .withSession(pending)
      .withCsrfToken()
      .redirects(0)
    back.assertHeader('location', pagePath('en', 'accounts.sessions.create'))
  })

  test('sends a visitor without a pending login away from /2fa', async ({ client }) => {
    const response = await client.get(pagePath('en', 'accounts.two_factor.create')).redirects(0)
    response.assertStatus(302)
  })
})
