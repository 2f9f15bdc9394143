import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'
import { MAX_BUCKETS } from '#domain/players/playtime'

/** A playtime range cut finer than a chart can draw (more than MAX_BUCKETS points): 400. */
export default class PlaytimeResolutionTooFineException extends DomainException {
  constructor(resolution: string, points: number) {
    super('players.playtime.resolution_too_fine', {
      status: 400,
      errorCode: ERROR_CODES.playtimeResolutionTooFine,
      type: 'resolution',
      data: { resolution, points, max: MAX_BUCKETS },
    })
  }
}
