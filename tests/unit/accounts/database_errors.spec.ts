import { test } from '@japa/runner'
import { uniqueViolation } from '#data/database_errors'

test.group('uniqueViolation', () => {
  test('names the constraint of {driver}')
    .with([
      {
        driver: 'SQLite',
        error: {
          code: 'SQLITE_CONSTRAINT_UNIQUE',
          message: 'insert into `users` … - UNIQUE constraint failed: users.nickname_key',
        },
        expected: 'users.nickname_key',
      },
      {
        driver: 'MySQL / MariaDB',
        error: {
          code: 'ER_DUP_ENTRY',
          errno: 1062,
          message: "Duplicate entry 'email@x.io' for key 'users_email_unique'",
        },
        expected: 'users_email_unique',
      },
      {
        // The value itself may contain a column name: only the key counts.
        driver: 'MySQL with a tricky value',
        error: {
          code: 'ER_DUP_ENTRY',
          message: "Duplicate entry 'nickname_key@x.io' for key 'users_email_unique'",
        },
        expected: 'users_email_unique',
      },
    ])
    .run(({ assert }, { error, expected }) => {
      assert.equal(uniqueViolation(error), expected)
    })

  test('ignores errors that are not unique violations', ({ assert }) => {
    assert.isNull(uniqueViolation(new Error('connection lost')))
    assert.isNull(uniqueViolation({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY', message: 'FOREIGN KEY' }))
    assert.isNull(uniqueViolation(null))
    assert.isNull(uniqueViolation('ER_DUP_ENTRY'))
  })
})
