import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DocumentService from '#services/content/document_service'
import DocumentTransformer from '#transformers/content/document_transformer'
import WipeService from '#services/economy/wipe_service'
import { upcomingWipesBySlug } from '#transformers/economy/wipe_transformer'

/** How many of the newest news posts the home page shows. */
const LATEST_NEWS = 3

/** The home page, at / (resolved language) and /{lang}. */
@inject()
export default class HomeController {
  constructor(
    private documents: DocumentService,
    private wipes: WipeService
  ) {}

  async show({ inertia, i18n }: HttpContext) {
    const [news, serverPages, wipes] = await Promise.all([
      this.documents.latest('news', LATEST_NEWS),
      this.documents.serverPageSlugs(),
      this.wipes.upcoming(),
    ])
    return inertia.render('platform/home/show', {
      latestNews: DocumentTransformer.transform(news, i18n.locale),
      serverPages,
      upcomingWipes: upcomingWipesBySlug(wipes),
    })
  }
}
