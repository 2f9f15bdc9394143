import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import PlayerSearchService from '#services/players/player_search_service'
import SearchResultTransformer from '#transformers/players/search_result_transformer'
import { indexSearchValidator } from '#validators/players/search'
import { apiSerializer } from '#http/api_serializer'

/** spec §7 `GET user/search?query=`: players whose nickname starts with the query. */
@inject()
export default class SearchesController {
  constructor(private searches: PlayerSearchService) {}

  async index({ request, auth, containerResolver }: HttpContext) {
    const { query } = await request.validateUsing(indexSearchValidator, { data: request.qs() })
    const players = await this.searches.find(query ?? '', auth.user)
    return apiSerializer.toJson(
      { data: SearchResultTransformer.transform(players) },
      containerResolver
    )
  }
}
