import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import CoverArtService from '#services/accounts/cover_art_service'
import StaffCoverArtTransformer from '#transformers/accounts/staff_cover_art_transformer'
import { createCoverArtValidator, updateCoverArtValidator } from '#validators/accounts/cover_art'

/** Staff → cover arts: the catalogue of cabinet → cover → art (upload, names, role, hide). */
@inject()
export default class StaffCoverArtsController {
  constructor(private arts: CoverArtService) {}

  async index({ inertia }: HttpContext) {
    const arts = await this.arts.list()
    return inertia.render('accounts/staff_cover_arts/index', {
      arts: StaffCoverArtTransformer.transform(arts),
    })
  }

  async store({ request, response, session, i18n }: HttpContext) {
    const { image, requiredRole, ...fields } = await request.validateUsing(createCoverArtValidator)
    await this.arts.upload(
      { tmpPath: image.tmpPath!, size: image.size },
      { ...fields, requiredRole: requiredRole ?? null }
    )
    session.flash('success', 'accounts.staff_cover_arts.added')
    return response.redirect().toRoute('accounts.staff_cover_arts.index', { lang: i18n.locale })
  }

  async update({ request, response, session, i18n }: HttpContext) {
    const { params, hidden, requiredRole, ...fields } =
      await request.validateUsing(updateCoverArtValidator)
    await this.arts.update(params.id, {
      ...fields,
      requiredRole: requiredRole ?? null,
      hidden: hidden ?? false,
    })
    session.flash('success', 'accounts.staff_cover_arts.saved')
    return response.redirect().toRoute('accounts.staff_cover_arts.index', { lang: i18n.locale })
  }
}
