import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { cacheStatements } from '#data/statement_cache'

const migrations = { naturalSort: true, paths: ['database/migrations'] }
const seeders = { paths: ['database/seeders'] }
/** How long a SQLite write waits for another process's lock (event loop blocked meanwhile). */
export const SQLITE_BUSY_TIMEOUT_MS = 200
const sqliteFile = app.makePath(env.get('SQLITE_PATH') ?? 'tmp/db.sqlite3')
// A fresh clone has no tmp/ yet; SQLite needs the folder to create its file.
mkdirSync(dirname(sqliteFile), { recursive: true })

// Models are written by hand so that SQLite and MySQL produce the same types.
const schemaGeneration = { enabled: false }

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: {
        filename: sqliteFile,
      },
      useNullAsDefault: true,
      migrations,
      seeders,
      schemaGeneration,
      pool: {
        // WAL lets readers proceed while another process writes; foreign keys are off by default
        // in SQLite. better-sqlite3 waits for a busy file synchronously, freezing the event loop,
        // so a write waits at most 200 ms for another process's lock, then answers 503 with
        // Retry-After (the exception handler) instead of stalling every request (issue #23).
        afterCreate: (connection: any, done: (error?: Error) => void) => {
          connection.pragma('journal_mode = WAL')
          connection.pragma('foreign_keys = ON')
          connection.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`)
          cacheStatements(connection)
          done()
        },
      },
    },
    mysql: {
      client: 'mysql2',
      connection: {
        host: env.get('DB_HOST', '127.0.0.1'),
        port: env.get('DB_PORT', 3306),
        user: env.get('DB_USER', 'root'),
        password: env.get('DB_PASSWORD', ''),
        database: env.get('DB_DATABASE', 'technomagic'),
        charset: 'utf8mb4',
        timezone: 'Z',
        dateStrings: false,
      },
      migrations,
      seeders,
      schemaGeneration,
      pool: { min: 2, max: 20 },
    },
  },
})

export default dbConfig
