import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core'
import { SHOWCASE_SECTIONS, type ShowcaseSection } from '#domain/platform/showcases'

/** /{lang}/development/icons, elements and adaptive/buttons: the design system's showcase. */
export default class ShowcasesController {
  async show({ inertia, params, request }: HttpContext) {
    const section = (params['*'] as string[]).join('/')
    if (!(SHOWCASE_SECTIONS as readonly string[]).includes(section)) {
      throw new errors.E_ROUTE_NOT_FOUND([request.method(), request.url()])
    }
    return inertia.render('platform/showcases/show', { section: section as ShowcaseSection })
  }
}
