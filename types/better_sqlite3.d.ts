/** The part of better-sqlite3 (which ships no types) that tests/unit/platform/statement_cache.spec.ts uses. */
declare module 'better-sqlite3' {
  interface Statement {
    all(...parameters: unknown[]): unknown[]
    run(...parameters: unknown[]): unknown
  }
  export default class Database {
    constructor(filename: string)
    prepare(sql: string): Statement
    close(): void
  }
}
