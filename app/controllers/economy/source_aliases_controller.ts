import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import SourceAliasService from '#services/economy/source_alias_service'
import {
  createSourceAliasValidator,
  updateSourceAliasValidator,
} from '#validators/economy/source_alias'

/** Staff → campaigns (`web.sources.edit`, else 404): the `/source/{alias}` links and their codes. */
@inject()
export default class SourceAliasesController {
  constructor(private sources: SourceAliasService) {}

  async index({ inertia }: HttpContext) {
    const rows = await this.sources.list()
    return inertia.render('economy/source_aliases/index', {
      aliases: rows.map((row) => ({ id: row.id, alias: row.alias, code: row.code })),
    })
  }

  async store({ request, session, response, i18n }: HttpContext) {
    await this.sources.create(await request.validateUsing(createSourceAliasValidator))
    session.flash('success', 'economy.source_aliases.created')
    return response.redirect().toRoute('economy.source_aliases.index', { lang: i18n.locale })
  }

  async update({ params, request, session, response, i18n }: HttpContext) {
    const { code } = await request.validateUsing(updateSourceAliasValidator)
    await this.sources.update(Number(params.id), code)
    session.flash('success', 'economy.source_aliases.updated')
    return response.redirect().toRoute('economy.source_aliases.index', { lang: i18n.locale })
  }

  async destroy({ params, session, response, i18n }: HttpContext) {
    await this.sources.remove(Number(params.id))
    session.flash('success', 'economy.source_aliases.removed')
    return response.redirect().toRoute('economy.source_aliases.index', { lang: i18n.locale })
  }
}
