import { test } from '@japa/runner'
import { interpretApiError } from '#domain/platform/api_errors'

test.group('API error rules (spec §8)', () => {
  test('classifies HTTP {code} as {kind}')
    .with([
      { code: 0, body: null, kind: 'no_connection' },
      { code: 502, body: null, kind: 'no_connection' },
      { code: 503, body: '', kind: 'no_connection' },
      { code: 500, body: null, kind: 'unknown' },
      { code: 404, body: null, kind: 'unknown' },
      { code: 400, body: { error_message: 'x' }, kind: 'validation' },
      { code: 409, body: { error_message: 'x' }, kind: 'error' },
      { code: 502, body: { error_message: 'x' }, kind: 'error' },
    ])
    .run(({ assert }, row) => {
      assert.equal(interpretApiError(row.code, row.body).kind, row.kind)
    })

  test('prefers details.description, then error_message, then the client text', ({ assert }) => {
    const both = {
      error_message: 'general',
      details: { type: 'password', description: 'specific' },
    }
    assert.equal(interpretApiError(400, both).message, 'specific')
    assert.equal(interpretApiError(400, { error_message: 'general' }).message, 'general')
    const none = interpretApiError(0, null)
    assert.isNull(none.message)
    assert.equal(none.fallbackKey, 'errors.no_connection')
    assert.equal(interpretApiError(500, null).fallbackKey, 'errors.unknown')
  })

  test('shows a notice unless the caller turned it off', ({ assert }) => {
    assert.isTrue(interpretApiError(409, { error_message: 'x' }).notify)
    assert.isFalse(interpretApiError(409, { error_message: 'x' }, false).notify)
  })

  test('logs out silently on 401', ({ assert }) => {
    const outcome = interpretApiError(401, { error: 'unauthorized', error_code: 401 })
    assert.deepInclude(outcome, { notify: false, action: 'logout' })
  })

  test('stores the pending confirmation and opens the 2fa page on error_code -7', ({ assert }) => {
    const details = { userId: 7, login: 'Steve', avatarOrSkin: null }
    const outcome = interpretApiError(403, { error: 'two_factor', error_code: -7, details })
    assert.deepInclude(outcome, { notify: false, action: 'two_factor' })
    assert.deepEqual(outcome.pendingTwoFactor, details)
  })

  test('ignores error_code -7 without details', ({ assert }) => {
    const outcome = interpretApiError(403, { error: 'two_factor', error_code: -7 })
    assert.isNull(outcome.action)
    assert.isTrue(outcome.notify)
  })

  test('stays silent on error_code 1', ({ assert }) => {
    const outcome = interpretApiError(409, { error: 'stale', error_code: 1, error_message: 'x' })
    assert.isFalse(outcome.notify)
    assert.isNull(outcome.action)
  })
})
