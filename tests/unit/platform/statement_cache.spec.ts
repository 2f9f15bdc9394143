import { test } from '@japa/runner'
import Database from 'better-sqlite3'
import { cacheStatements } from '#data/statement_cache'

test.group('SQLite statement cache', () => {
  test('reuses a statement per SQL text, and a schema change still shows', ({ assert }) => {
    const connection = new Database(':memory:')
    cacheStatements(connection, 2)
    connection.prepare('create table t (a integer)').run()
    connection.prepare('insert into t (a) values (?)').run(1)
    const read = connection.prepare('select * from t')
    assert.strictEqual(connection.prepare('select * from t'), read)
    assert.deepEqual(read.all(), [{ a: 1 }])

    connection.prepare('alter table t add column b integer default 2').run()
    assert.deepEqual(connection.prepare('select * from t').all(), [{ a: 1, b: 2 }])
    connection.close()
  })

  test('keeps at most its bound, the least recently used leaving first', ({ assert }) => {
    const connection = new Database(':memory:')
    cacheStatements(connection, 2)
    const first = connection.prepare('select 1')
    connection.prepare('select 2')
    connection.prepare('select 3')
    assert.notStrictEqual(connection.prepare('select 1'), first)
    connection.close()
  })
})
