import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { renderToString } from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import type { InertiaAppSSRResponse, Page } from '@inertiajs/core'
import { defaultLayout, resolvePage, titleFor } from '~/lib/pages'
import { AppProviders } from '~/components/app/app_providers'

/**
 * Server rendering is a pure function of the page object, and most visits
 * (every guest on the same page and language) send the same one. Keeping
 * recent results skips React's render, the dominant cost of a page view.
 * 200 pages of about 100 KB bound it to some 20 MB.
 */
const rendered = new LRUCache<string, Promise<InertiaAppSSRResponse>>({
  max: 200,
  // Renders may read the clock (the footer's year): none lives longer than this.
  ttl: 5 * 60_000,
})

function renderPage(page: Page) {
  return createInertiaApp({
    page,
    render: renderToString,
    resolve: resolvePage(import.meta.glob('./pages/**/*.tsx', { eager: true })),
    layout: defaultLayout,
    title: titleFor,
    setup: ({ App, props }) => (
      <AppProviders>
        <App {...props} />
      </AppProviders>
    ),
  })
}

export default function render(page: Page) {
  const key = createHash('sha256').update(JSON.stringify(page)).digest('base64url')
  let result = rendered.get(key)
  if (!result) {
    result = renderPage(page)
    rendered.set(key, result)
    result.catch(() => rendered.delete(key))
  }
  return result
}
