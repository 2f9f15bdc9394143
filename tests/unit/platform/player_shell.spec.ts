import { test } from '@japa/runner'
import {
  PLAYER_SHELL_PROP,
  SHELL_PLAYER,
  hasPlayerShell,
  personalShellProps,
  playerShellProps,
  publicShellProps,
} from '#domain/platform/player_shell'

const STORE = 'economy/store/show'

/** What the store's controller and the shared props give a player. */
const storeProps = {
  locale: 'ru',
  region: 'russia',
  theme: 'aurora',
  app: { productName: 'TechnoMagic' },
  shelves: [{ server: { slug: 'hi-tech' } }],
  initialServer: null,
  currentUser: { id: 7, login: 'Alice', avatarOrSkin: '/looks/7.png', referralCode: 'alice' },
  balance: 123_45,
  coins: 9,
  managers: { current: null },
  permissions: { web: { store: { edit: true } } },
  errors: { login: ['taken'] },
  activeRoles: [{ role: 'vip' }],
  discountPercent: 15,
  walletBalance: 123_45,
}

test.group('Player shell props (#29)', () => {
  test('keep what every player gets alike and stand in for the player', ({ assert }) => {
    assert.deepEqual(playerShellProps(STORE, storeProps), {
      locale: 'ru',
      region: 'russia',
      theme: 'aurora',
      app: { productName: 'TechnoMagic' },
      shelves: [{ server: { slug: 'hi-tech' } }],
      initialServer: null,
      currentUser: SHELL_PLAYER,
      balance: 0,
      coins: 0,
      managers: null,
      permissions: [],
      errors: {},
      activeRoles: [],
      discountPercent: 0,
      walletBalance: 0,
      [PLAYER_SHELL_PROP]: true,
    })
  })

  test('leave out a prop nobody listed, personal until listed', ({ assert }) => {
    const props = { ...storeProps, email: 'alice@example.com', notices: ['secret'] }

    const shell = playerShellProps(STORE, props)

    assert.notProperty(shell, 'email')
    assert.notProperty(shell, 'notices')
    assert.notProperty(publicShellProps(STORE, props), 'email')
  })

  test('the same shell for two players', ({ assert }) => {
    const bob = {
      ...storeProps,
      currentUser: { id: 8, login: 'Bob', avatarOrSkin: null, referralCode: 'bob' },
      balance: 1,
      permissions: {},
      discountPercent: 0,
    }

    assert.deepEqual(playerShellProps(STORE, bob), playerShellProps(STORE, storeProps))
  })

  test("the player's own props are every prop the shell does not share", ({ assert }) => {
    const props = { ...storeProps, email: 'alice@example.com' }

    const own = personalShellProps(STORE, props)

    assert.deepEqual(Object.keys(own).sort(), [
      'activeRoles',
      'balance',
      'coins',
      'currentUser',
      'discountPercent',
      'email',
      'errors',
      'managers',
      'permissions',
      'walletBalance',
    ])
    assert.deepEqual({ ...publicShellProps(STORE, props), ...own }, props)
  })

  test('only the listed pages are drawn from a shell', ({ assert }) => {
    assert.isTrue(hasPlayerShell(STORE))
    assert.isTrue(hasPlayerShell('accounts/active_sessions/index'))
    assert.isFalse(hasPlayerShell('platform/home/show'))
    assert.isFalse(hasPlayerShell('toString'))
  })
})
