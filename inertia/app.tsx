import './css/app.css'
import { createInertiaApp } from '@inertiajs/react'
import { defaultLayout, resolvePage, titleFor } from '~/lib/pages'
import { fetchCsrfTokenBeforeForms } from '~/lib/csrf'
import { loadMessages, loadMessagesOnVisits } from '~/lib/translations'

fetchCsrfTokenBeforeForms()
loadMessagesOnVisits()

/** The first page's translation bundle (#8), preloaded by the layout, before hydration. */
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
  })
)
