import router from '@adonisjs/core/services/router'
import { controllers } from '#generated/controllers'
import { middleware } from '#start/kernel'
import { throttleStopwatch } from '#start/limiter'
import { CREATE_PERMISSION, EDIT_PERMISSION } from '#http/document_pages'

/*
| Content (issue #10): news, mods and server pages with the staff's
| editors; rules, team, start, privacy and the public offer. Pages under
| /:lang, the JSON API under /api/v1 (as `api.`).
*/

const CREATABLE = /^(news|mods|servers)$/
const EDITABLE = /^(news|mods|servers|pages)$/

/** Pages under /:lang. The editors come first: `/news/create` is not a news post. */
export function pages() {
  router
    .group(() => {
      router
        .get('/:target/create', [controllers.content.Documents, 'create'])
        .where('target', CREATABLE)
        .as('content.documents.create')
        .use(middleware.permission(CREATE_PERMISSION))
      router
        .post('/documents', [controllers.content.Documents, 'store'])
        .as('content.documents.store')
        .use(middleware.permission(CREATE_PERMISSION))
      router
        .get('/:target/:slug/edit', [controllers.content.Documents, 'edit'])
        .where('target', EDITABLE)
        .as('content.documents.edit')
        .use(middleware.permission(EDIT_PERMISSION))
      router
        .put('/documents/:id', [controllers.content.Documents, 'update'])
        .as('content.documents.update')
        .use(middleware.permission(EDIT_PERMISSION))
      router
        .delete('/documents/:id', [controllers.content.Documents, 'destroy'])
        .as('content.documents.destroy')
        .use(middleware.permission(EDIT_PERMISSION))
    })
    .use(middleware.auth())

  router.get('/news', [controllers.content.News, 'index']).as('content.news.index')
  router.get('/news/:slug', [controllers.content.News, 'show']).as('content.news.show')
  router.get('/mods', [controllers.content.Mods, 'index']).as('content.mods.index')
  router.get('/mods/:slug', [controllers.content.Mods, 'show']).as('content.mods.show')
  router.get('/servers/:slug', [controllers.content.Servers, 'show']).as('content.servers.show')
  router
    .post('/documents/:id/like', [controllers.content.Likes, 'store'])
    .as('content.likes.store')
    .use(middleware.auth())

  router.get('/rules', [controllers.content.Rules, 'show']).as('content.rules.show')
  router.get('/team', [controllers.content.Team, 'show']).as('content.team.show')
  router.get('/start', [controllers.content.Start, 'show']).as('content.start.show')
  router.get('/privacy', [controllers.content.Privacy, 'show']).as('content.privacy.show')
  router.get('/public-offer', [controllers.content.Offer, 'show']).as('content.offer.show')
}

/** spec §7 Documents, rules, team under /api/v1. */
export function api() {
  router
    .get('/documents', [controllers.api.content.Documents, 'index'])
    .as('content.documents.index')
  router.get('/document', [controllers.api.content.Documents, 'show']).as('content.documents.show')
  router.get('/mod/tags', [controllers.api.content.ModTags, 'index']).as('content.mod_tags.index')
  router.get('/rules', [controllers.api.content.Rules, 'show']).as('content.rules.show')
  router.get('/team', [controllers.api.content.Team, 'show']).as('content.team.show')
  router
    .post('/document/stopwatch', [controllers.api.content.Stopwatches, 'store'])
    .as('content.stopwatches.store')
    .use(throttleStopwatch)
  router
    .post('/document/like', [controllers.api.content.Likes, 'store'])
    .as('content.likes.store')
    .use(middleware.auth())

  router
    .group(() => {
      router
        .get('/document/generate-id', [controllers.api.content.DocumentKeys, 'show'])
        .as('content.document_keys.show')
        .use(middleware.permission([CREATE_PERMISSION, EDIT_PERMISSION]))
      router
        .post('/document/image/context/original/:id/upload', [
          controllers.api.content.Images,
          'store',
        ])
        .as('content.images.store')
        .use(middleware.permission([CREATE_PERMISSION, EDIT_PERMISSION]))
      router
        .post('/document/new', [controllers.api.content.Documents, 'store'])
        .as('content.documents.store')
        .use(middleware.permission(CREATE_PERMISSION))
      router
        .post('/document/edit', [controllers.api.content.Documents, 'update'])
        .as('content.documents.update')
        .use(middleware.permission(EDIT_PERMISSION))
      router
        .post('/document/delete', [controllers.api.content.Documents, 'destroy'])
        .as('content.documents.destroy')
        .use(middleware.permission(EDIT_PERMISSION))
    })
    .use(middleware.auth())
}
