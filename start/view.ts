/*
| Edge registers its component scan (Edge.create()) as a plugin that runs
| again for every renderer while the template cache is off, and the core
| provider turns the cache on only afterwards (`configure({ cache })`), so
| in production every request that reaches `ctx.view` (the session and auth
| middleware share their state with it, guest pages and API calls alike)
| listed the component folders from disk again (#8). A built app's templates
| do not change: they are listed once.
*/
import app from '@adonisjs/core/services/app'
import edge from 'edge.js'
import { isThemeId, themeStyle } from '#domain/accounts/themes'

if (app.inProduction) {
  const components = edge.loader.listComponents()
  edge.loader.listComponents = () => components
}

// Issue #25: the root template writes the site theme's CSS variables on <html> (no flash).
edge.global('themeStyle', (id: unknown) => (isThemeId(id) ? themeStyle(id) : ''))
