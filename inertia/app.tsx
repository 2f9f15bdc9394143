import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { defaultLayout, resolvePage, titleFor } from '~/lib/pages'
import { fetchCsrfTokenBeforeForms } from '~/lib/csrf'
import { loadMessages, loadMessagesOnVisits } from '~/lib/translations'

fetchCsrfTokenBeforeForms()
loadMessagesOnVisits()

/** The first page's translation bundle (#8), preloaded by boot.ts, before hydration. */
function initialTranslationsUrl() {
  const data = document.querySelector('script[data-page="app"]')?.textContent
  const page = data ? (JSON.parse(data) as { props?: { translationsUrl?: string } }) : null
  return page?.props?.translationsUrl
}

const url = initialTranslationsUrl()
void (url ? loadMessages(url).catch(() => undefined) : Promise.resolve()).then(() =>
  createInertiaApp({
    resolve: resolvePage(import.meta.glob('./pages/**/*.tsx')),
    layout: defaultLayout,
    title: titleFor,
    progress: { color: 'var(--accent1)', delay: 150 },
    // Hydration as a transition yields to the browser every few milliseconds
    // instead of holding the main thread for the whole page (#8).
    setup({ el, App, props }) {
      if (!el.hasAttribute('data-server-rendered')) return createRoot(el).render(<App {...props} />)
      startTransition(() => {
        hydrateRoot(el, <App {...props} />)
      })
    },
  })
)
