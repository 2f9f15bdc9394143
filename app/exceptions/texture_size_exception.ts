import DomainException from '#exceptions/domain_exception'
import { ERROR_CODES } from '#exceptions/error_codes'

/** spec §2: a skin is 64×64 or 64×32, a cape 64×32 or 22×17: 415 otherwise. */
export default class TextureSizeException extends DomainException {
  constructor(kind: 'skin' | 'cape', width: number, height: number) {
    super(`players.looks.${kind}_size`, {
      status: 415,
      errorCode: ERROR_CODES.textureSize,
      type: 'texture_size',
      data: { width, height },
      field: kind,
    })
  }
}
