import { test } from '@japa/runner'
import { MAX_STATS_DELTA, checkDeltas, wholeSecond } from '#domain/network/game_events'

test.group('Stats deltas of game events', () => {
  test('{case}')
    .with([
      {
        case: 'takes any subset of the known counters',
        deltas: { deaths: 0, experience: 12 },
        problem: null,
      },
      { case: 'takes the largest delta', deltas: { mobsKilled: MAX_STATS_DELTA }, problem: null },
      {
        case: 'refuses a missing deltas object',
        deltas: undefined,
        problem: { problem: 'not_object' },
      },
      { case: 'refuses a list', deltas: [1, 2], problem: { problem: 'not_object' } },
      { case: 'refuses no counter at all', deltas: {}, problem: { problem: 'empty' } },
      {
        case: 'refuses an unknown counter',
        deltas: { jumps: 1 },
        problem: { problem: 'unknown', name: 'jumps' },
      },
      {
        case: 'refuses a negative delta',
        deltas: { deaths: -1 },
        problem: { problem: 'invalid', name: 'deaths' },
      },
      {
        case: 'refuses a fraction',
        deltas: { deaths: 0.5 },
        problem: { problem: 'invalid', name: 'deaths' },
      },
      {
        case: 'refuses a number as text',
        deltas: { deaths: '3' },
        problem: { problem: 'invalid', name: 'deaths' },
      },
      {
        case: 'refuses a delta above the ceiling',
        deltas: { experience: MAX_STATS_DELTA + 1 },
        problem: { problem: 'invalid', name: 'experience' },
      },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(checkDeltas(row.deltas), row.problem)
    })

  test('cuts event times to the whole second', ({ assert }) => {
    assert.equal(
      wholeSecond(Date.parse('2025-11-20T22:00:05.999Z')),
      Date.parse('2025-11-20T22:00:05Z')
    )
  })
})
