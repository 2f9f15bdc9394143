import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import ImageService from '#services/content/image_service'
import DocumentImageTransformer from '#transformers/content/document_image_transformer'
import { uploadImageValidator } from '#validators/content/document'
import { apiSerializer } from '#http/api_serializer'

/** `POST document/image/context/original/{id}/upload` (spec §5, §7): one image, field `image`. */
@inject()
export default class ImagesController {
  constructor(private images: ImageService) {}

  async store({ request, auth, containerResolver }: HttpContext) {
    const { image, params } = await request.validateUsing(uploadImageValidator)
    const stored = await this.images.upload(auth.getUserOrFail(), params.id, {
      tmpPath: image.tmpPath!,
      size: image.size,
    })
    return apiSerializer.toJson(DocumentImageTransformer.transform(stored), containerResolver)
  }
}
