import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'

/**
 * Limits a query to the rows whose lower-cased nickname key starts with `prefix` (itself a key:
 * `a-z`, `0-9`, `_`). The range `[prefix, prefix with its last character + 1)` is what an index
 * on the key scans, on SQLite (binary) and MySQL (general_ci) alike; the LIKE inside it drops
 * what a collation sorts into that range without the prefix (`_` sorts after `z` in general_ci).
 */
export function whereNicknamePrefix<Query extends ChainableContract>(
  query: Query,
  column: string,
  prefix: string
): Query {
  if (prefix === '') return query
  const next = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)
  return query
    .where(column, '>=', prefix)
    .where(column, '<', next)
    .whereRaw(`?? like ? escape '!'`, [column, `${prefix.replaceAll('_', '!_')}%`])
}
