import { test } from '@japa/runner'
import { whenDatabaseFree } from '#data/transactions'

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })

test.group('whenDatabaseFree', () => {
  test('runs again while another process holds the database, then answers', async ({ assert }) => {
    let calls = 0
    const answer = await whenDatabaseFree(
      async () => {
        calls++
        if (calls < 4) throw busy()
        return 'declared'
      },
      10,
      0
    )
    assert.equal(answer, 'declared')
    assert.equal(calls, 4)
  })

  test('gives up after its attempts, and at once on an error that waiting cannot cure', async ({
    assert,
  }) => {
    let calls = 0
    await assert.rejects(
      () =>
        whenDatabaseFree(
          async () => {
            calls++
            throw busy()
          },
          3,
          0
        ),
      'database is locked'
    )
    assert.equal(calls, 3)
    calls = 0
    const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    await assert.rejects(() =>
      whenDatabaseFree(async () => {
        calls++
        throw down
      })
    )
    assert.equal(calls, 1)
  })
})
