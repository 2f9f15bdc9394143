import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { MAX_READ_SECONDS } from '#domain/content/documents'

/**
 * The read stopwatch (spec §7 `POST document/stopwatch`): the page's
 * keepalive beacon adds a view and the seconds read. Pages are cached for
 * guests, so views are counted from beacons, never from renders.
 */
export default class StopwatchService {
  /** Adds one view (unless `view` is false) and the seconds, capped; false for no such published document. */
  async record(input: { id: number; seconds: number; view?: boolean }) {
    const seconds = Math.min(Math.max(0, Math.round(input.seconds)), MAX_READ_SECONDS)
    const updated = await db
      .from('documents')
      .where('id', input.id)
      .where('draft', false)
      .where('published_at', '<=', DateTime.utc().toSQL({ includeOffset: false })!)
      .increment({ views: input.view === false ? 0 : 1, read_seconds: seconds })
    return Number(Array.isArray(updated) ? updated[0] : updated) > 0
  }
}
