import { test } from '@japa/runner'
import { historyPageQuery, isHistoryTarget } from '#domain/accounts/account_history'

test.group('Account history query of the cabinet page', () => {
  test('reads {query} as {expected}')
    .with([
      { query: {}, expected: { target: 'password', page: 1 } },
      { query: { history: 'mail', page: '3' }, expected: { target: 'mail', page: 3 } },
      { query: { history: '2fa' }, expected: { target: '2fa', page: 1 } },
      { query: { history: 'wallet', page: '2' }, expected: { target: 'password', page: 2 } },
      { query: { history: ['mail'], page: '0' }, expected: { target: 'password', page: 1 } },
      { query: { page: '-4' }, expected: { target: 'password', page: 1 } },
      { query: { page: '2.5' }, expected: { target: 'password', page: 1 } },
      { query: { page: 'x' }, expected: { target: 'password', page: 1 } },
      { query: { page: '99999999999999999999' }, expected: { target: 'password', page: 1 } },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(historyPageQuery(row.query), row.expected)
    })

  test('knows the three targets of spec §7 only', ({ assert }) => {
    assert.isTrue(isHistoryTarget('mail'))
    assert.isTrue(isHistoryTarget('password'))
    assert.isTrue(isHistoryTarget('2fa'))
    assert.isFalse(isHistoryTarget('money'))
    assert.isFalse(isHistoryTarget(undefined))
  })
})
