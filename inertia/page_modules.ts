import { resolvePage } from '~/lib/pages'

/**
 * Every page as its own lazy chunk, by name, with the chunks each imports
 * (preloaded together): the pages of later visits. The first page does not
 * wait for this map (inertia/app.tsx), so it is no part of the first bundle.
 */
export const resolveVisitedPage = resolvePage(import.meta.glob('./pages/**/*.tsx'))
