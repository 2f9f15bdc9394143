import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import WipeService from '#services/economy/wipe_service'
import { createWipeValidator } from '#validators/economy/wipe'

/** Staff → wipes (`web.wipes.edit`, else 404): the calendar; announce or take back a wipe. */
@inject()
export default class WipesController {
  constructor(private wipes: WipeService) {}

  async index({ inertia }: HttpContext) {
    const [wipes, servers] = await Promise.all([this.wipes.upcoming(), this.wipes.servers()])
    return inertia.render('economy/wipes/index', {
      wipes: wipes.map((wipe) => ({
        id: wipe.id,
        server: wipe.server.name,
        wipeAt: wipe.wipeAt.toUTC().toISO()!,
        news: wipe.document?.slug ?? null,
      })),
      servers: servers.map((server) => ({ id: server.id, name: server.name })),
    })
  }

  async store({ request, session, response, i18n }: HttpContext) {
    await this.wipes.create(await request.validateUsing(createWipeValidator))
    session.flash('success', 'economy.wipes.created')
    return response.redirect().toRoute('economy.wipes.index', { lang: i18n.locale })
  }

  async destroy({ params, session, response, i18n }: HttpContext) {
    await this.wipes.remove(Number(params.id))
    session.flash('success', 'economy.wipes.removed')
    return response.redirect().toRoute('economy.wipes.index', { lang: i18n.locale })
  }
}
