import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** spec §3 avatar crop: the square must lie inside the image and be 16 px or more: 422. */
export default class CropOutOfBoundsException extends DomainException {
  constructor(width: number, height: number) {
    super('players.looks.crop_out_of_bounds', {
      status: 422,
      errorCode: ERROR_CODES.cropOutOfBounds,
      type: 'crop',
      data: { width, height },
    })
  }
}
