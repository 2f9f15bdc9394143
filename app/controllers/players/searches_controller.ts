import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PlayerSearchService from '#services/players/player_search_service'
import SearchResultTransformer from '#transformers/players/search_result_transformer'
import { indexSearchValidator } from '#validators/players/search'

/** `/{lang}/player-search?query=` (spec §2): the form, and its results without scripts too. */
@inject()
export default class SearchesController {
  constructor(private searches: PlayerSearchService) {}

  async index({ request, auth, inertia }: HttpContext) {
    const { query } = await request.validateUsing(indexSearchValidator, { data: request.qs() })
    const { players, tooShort } = await this.searches.findForPage(query, auth.user)
    return inertia.render('players/searches/index', {
      query: query ?? '',
      tooShort,
      players: players === null ? null : SearchResultTransformer.transform(players),
    })
  }
}
