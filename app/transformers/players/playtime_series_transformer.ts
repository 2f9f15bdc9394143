import { BaseTransformer } from '@adonisjs/core/transformers'
import type { PlaytimeSeries } from '#services/players/playtime_service'
import { hoursOf } from '#domain/players/playtime'

/** A playtime chart (spec §7 `playtime`, `playtime-range`): hours per bucket, UTC starts. */
export default class PlaytimeSeriesTransformer extends BaseTransformer<PlaytimeSeries> {
  toObject() {
    const { resolution, from, to, points } = this.resource
    return {
      resolution,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      totalHours: hoursOf(points.reduce((sum, point) => sum + point.seconds, 0)),
      points: points.map((point) => ({
        at: new Date(point.start).toISOString(),
        hours: hoursOf(point.seconds),
      })),
    }
  }
}
