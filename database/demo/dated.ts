import type { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { sqlTime } from '#data/sql_time'

/**
 * Dates the ledger rows of one demo operation: the wallet writes them at the seed's moment,
 * while the demo's history happened over weeks (each operation at its own time).
 */
export async function dateLedger(referenceType: string, referenceId: string, at: DateTime) {
  await db
    .from('ledger_entries')
    .where('reference_type', referenceType)
    .where('reference_id', referenceId)
    .update({ created_at: sqlTime(at) })
}
