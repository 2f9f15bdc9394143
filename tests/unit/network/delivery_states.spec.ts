import { test } from '@japa/runner'
import { DELIVERY_STATES, canDeliverAgain, canRetry } from '#domain/network/delivery_states'

test.group('Delivery states', () => {
  test('staff retry {state}: {retry}; the player delivers again: {again}')
    .with([
      { state: 'queued', retry: true, again: true },
      { state: 'waiting_for_player', retry: true, again: false },
      { state: 'sent', retry: false, again: false },
      { state: 'done', retry: false, again: false },
      { state: 'failed', retry: true, again: true },
    ] as const)
    .run(({ assert }, row) => {
      assert.equal(canRetry(row.state), row.retry)
      assert.equal(canDeliverAgain(row.state), row.again)
    })

  test('names the five states of the outbox', ({ assert }) => {
    assert.deepEqual(
      [...DELIVERY_STATES],
      ['queued', 'waiting_for_player', 'sent', 'done', 'failed']
    )
  })
})
