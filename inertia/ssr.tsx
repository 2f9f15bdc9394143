import { renderToString } from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { defaultLayout, resolvePage, titleFor } from '~/lib/pages'
import { hasMessages, provideMessages } from '~/lib/translations'
import * as playerHeader from '~/components/app/player_header'
import { providePlayerHeader } from '~/components/app/player_parts'
import type { Messages } from '~/lib/translator'

/**
 * Guest pages are kept whole, as bytes, by the page cache middleware (#8);
 * this only renders. The messages come with the page for this render, as
 * their bundle's JSON text (parsed once per bundle), and leave it before it
 * is serialized: the browser fetches its bundle.
 */
providePlayerHeader(playerHeader)

export default function render(page: Page) {
  const { translations, ...pageProps } = page.props as Page['props'] & {
    translations?: string
  }
  const url = String(pageProps.translationsUrl)
  if (translations && !hasMessages(url)) {
    provideMessages(url, JSON.parse(translations) as Messages)
  }
  return createInertiaApp({
    page: { ...page, props: pageProps },
    render: renderToString,
    resolve: resolvePage(import.meta.glob('./pages/**/*.tsx', { eager: true })),
    layout: defaultLayout,
    title: titleFor,
    setup: ({ App, props }) => <App {...props} />,
  })
}
