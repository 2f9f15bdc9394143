import { spawn } from 'node:child_process'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import LauncherDownload from '#models/launcher_download'
import LedgerEntry from '#models/ledger_entry'
import ReferralReward from '#models/referral_reward'
import User from '#models/user'
import ReferralService from '#services/economy/referral_service'
import { UserFactory } from '#database/factories/user_factory'
import { freshDatabase, isolateDatabase } from '#tests/support/database'
import { baseURL } from '#tests/support/browser'
import { gameServerWithKey } from '#tests/support/game_api'
import { DAY, HOUR, loginTrace, playThroughGameApi, referredBy } from '#tests/support/referrals'
import { walletOf } from '#tests/support/wallets'
import { pathFor } from '#tests/support/urls'

/**
 * The referrer logged in 20 days ago and was last seen 18 days ago, then
 * came back 2 days ago. The referral plays 2.5 h 15 days ago (active), 3 h
 * 10 days ago (8 days after the referrer's last visit: inactive) and 1.5 h
 * yesterday (active again): 7 full hours, 4 of them paid at 2 coins.
 */
async function playedHistory(client: Parameters<typeof playThroughGameApi>[0]) {
  const referrer = await UserFactory.merge({ nickname: 'Kirito_92' }).create()
  const referral = await UserFactory.merge({ nickname: 'Asuna' }).create()
  await referredBy(referral, referrer, 20)
  await loginTrace(referrer, 20, 18)
  await loginTrace(referrer, 2, 2)
  const { key } = await gameServerWithKey()
  await playThroughGameApi(client, key, 'Asuna', 15 * DAY, 2.5)
  await playThroughGameApi(client, key, 'Asuna', 10 * DAY, 3)
  await playThroughGameApi(client, key, 'Asuna', DAY, 1.5)
  return { referrer, referral }
}

test.group('Referral rewards', (group) => {
  group.each.setup(isolateDatabase)

  test('pays each full hour once, nothing for hours the referrer was away', async ({
    client,
    assert,
  }) => {
    const { referrer, referral } = await playedHistory(client)
    const referrals = await app.container.make(ReferralService)

    assert.equal(await referrals.payHours(), 7)
    assert.equal(await referrals.payHours(), 0)

    const rewards = await ReferralReward.query().where('referral_id', referral.id).orderBy('hour')
    assert.deepEqual(
      rewards.map((reward) => [reward.hour, reward.amount]),
      [
        [1, 2],
        [2, 2],
        [3, 0],
        [4, 0],
        [5, 0],
        [6, 2],
        [7, 2],
      ]
    )
    assert.deepEqual(await walletOf(referrer), { balance: 0, coins: 8 })
    assert.lengthOf(await LedgerEntry.query().where('reason', 'referral_reward'), 1)

    const response = await client.get(pathFor('api.economy.referrals.show')).loginAs(referrer)
    response.assertStatus(200)
    response.assertBodyContains({
      registrations: 1,
      totalHours: 7,
      totalCoins: 8,
      coinsPerHour: 2,
      activeDays: 7,
      referrals: [{ login: 'Asuna', hours: 7, coins: 8 }],
    })
  })

  test('new hours of a later session are paid by the next run only', async ({ client, assert }) => {
    const { referrer } = await playedHistory(client)
    const referrals = await app.container.make(ReferralService)
    await referrals.payHours()

    const { key } = await gameServerWithKey()
    await playThroughGameApi(client, key, 'Asuna', 3 * HOUR, 2)
    assert.equal(await referrals.payHours(), 2)
    assert.deepEqual(await walletOf(referrer), { balance: 0, coins: 12 })
    assert.lengthOf(await LedgerEntry.query().where('reason', 'referral_reward'), 2)
  })

  test('refuses a self-referral and a second binding', async ({ assert }) => {
    const referrals = await app.container.make(ReferralService)
    const first = await UserFactory.create()
    const second = await UserFactory.create()
    const player = await UserFactory.create()

    assert.equal(await referrals.bind(player, player.referralCode), 'self')
    assert.equal(await referrals.bind(player, 'nobody-has-it'), 'unknown')
    assert.equal(await referrals.bind(player, first.referralCode!.toUpperCase()), 'bound')
    assert.equal(await referrals.bind(player, second.referralCode), 'already')
    await player.refresh()
    assert.equal(player.referrerId, first.id)
  })
})

test.group('API referral links, visits and downloads', (group) => {
  group.each.setup(isolateDatabase)

  test('registration with the invitation cookie binds the new player', async ({ assert }) => {
    const referrer = await UserFactory.create()

    // The cookie exactly as /r/{code} sets it (unsigned, unencoded), which the test client cannot send.
    const response = await fetch(`${baseURL}${pathFor('api.accounts.registrations.store')}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'cookie': `referral_code=${referrer.referralCode}`,
      },
      body: JSON.stringify({
        login: 'Newcomer',
        email: 'newcomer@example.com',
        password: 'correct horse battery',
        passwordConfirmation: 'correct horse battery',
        acceptTerms: true,
      }),
    })

    assert.equal(response.status, 200)
    const player = await User.findByOrFail('nickname_key', 'newcomer')
    assert.equal(player.referrerId, referrer.id)
    assert.isNotNull(player.referredAt)
    assert.match(player.referralCode!, /^[0-9a-v]{8}$/)
  })

  test('counts visits and launcher downloads of the code', async ({ client, assert }) => {
    const referrer = await UserFactory.create()
    const code = referrer.referralCode!

    await client.get(`/r/${code}`).redirects(0)
    const visit = await client.post(pathFor('api.economy.referral_visits.store', { code }))
    visit.assertBody({ recorded: true })
    const referred = await client.post(pathFor('api.economy.referral_downloads.store', { code }))
    referred.assertBody({ recorded: true })
    const plain = await client.post(pathFor('api.economy.launcher_downloads.store'))
    plain.assertBody({ recorded: true })

    const response = await client.get(pathFor('api.economy.referrals.show')).loginAs(referrer)
    response.assertBodyContains({ code, visits: 2, downloads: 1, registrations: 0 })
    assert.match(response.body().link, new RegExp(`/r/${code}$`))
    assert.lengthOf(await LauncherDownload.query().whereNull('referral_code'), 1)
  })

  test('refuses a malformed code with 404', async ({ client }) => {
    const response = await client
      .post(pathFor('api.economy.referral_downloads.store', { code: 'not a code' }))
      .header('Accept-Language', 'en')
    response.assertStatus(404)
    response.assertBodyContains({ error_code: 2110 })
  })

  test('GET referral needs a login', async ({ client }) => {
    const response = await client.get(pathFor('api.economy.referrals.show'))
    response.assertStatus(401)
  })
})

test.group('Referral rewards in two processes', (group) => {
  // Other processes read what this one wrote: commit and truncate.
  group.each.setup(freshDatabase)

  function payInChild() {
    return new Promise<number>((resolve, reject) => {
      const child = spawn(process.execPath, ['ace', 'referrals:pay'], {
        cwd: app.makePath(),
        env: process.env,
        stdio: 'ignore',
      })
      child.once('error', reject)
      child.once('exit', (code) => resolve(code ?? 1))
    })
  }

  test('two runs at once pay every hour once', async ({ client, assert }) => {
    const { referrer, referral } = await playedHistory(client)

    const codes = await Promise.all([payInChild(), payInChild()])

    assert.deepEqual(codes, [0, 0])
    assert.lengthOf(await ReferralReward.query().where('referral_id', referral.id), 7)
    assert.deepEqual(await walletOf(referrer), { balance: 0, coins: 8 })
    assert.lengthOf(await LedgerEntry.query().where('reason', 'referral_reward'), 1)
  }).timeout(120_000)
})
