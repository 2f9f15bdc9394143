import { test } from '@japa/runner'
import { CABINET_TABS, cabinetLandingRoute } from '#domain/accounts/cabinet'

const routesOf = (...ids: string[]) =>
  new Set(CABINET_TABS.filter((tab) => ids.includes(tab.id)).map((tab) => tab.route))

test.group('Cabinet landing (spec §2)', () => {
  test('lists the fifteen tabs of spec §2 and the deliveries once each', ({ assert }) => {
    assert.lengthOf(CABINET_TABS, 16)
    assert.lengthOf(new Set(CABINET_TABS.map((tab) => tab.route)), 16)
  })

  test('opens {expected} when the routes of {existing} exist')
    .with([
      { existing: ['bonus', 'sessions', 'password'], expected: 'economy.bonus.show' },
      { existing: ['sessions', 'password', 'email'], expected: 'accounts.active_sessions.index' },
      { existing: ['password', 'email'], expected: 'accounts.passwords.edit' },
      { existing: ['email'], expected: 'accounts.email_changes.edit' },
      { existing: ['theme'], expected: null },
    ])
    .run(({ assert }, row) => {
      const existing = routesOf(...row.existing)
      assert.equal(
        cabinetLandingRoute((route) => existing.has(route)),
        row.expected
      )
    })
})
