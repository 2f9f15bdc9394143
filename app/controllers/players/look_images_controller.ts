import type { HttpContext } from '@adonisjs/core/http'
import LookStorage, { lookExtension } from '#services/players/look_storage'
import { showLookImageValidator } from '#validators/players/look'
import { storedVariant } from '#domain/players/looks'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * `/looks/{kind}/{key}/{variant}`: a head, avatar, texture or cover. A key's files never
 * change (a new upload or crop gets a new key), so they are cached for a year.
 */
export default class LookImagesController {
  async show({ request, response }: HttpContext) {
    const { params } = await request.validateUsing(showLookImageValidator)
    const variant =
      params.kind === 'cover' ? 'original' : storedVariant(params.kind, params.variant)
    const bytes = variant && (await new LookStorage().get(params.kind, params.key, variant))
    if (!bytes) return response.notFound()
    response.header('Content-Type', `image/${lookExtension(params.kind)}`)
    response.header('Cache-Control', IMMUTABLE)
    response.header('X-Content-Type-Options', 'nosniff')
    return response.send(bytes)
  }
}
