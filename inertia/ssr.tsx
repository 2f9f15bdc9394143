import { renderToString } from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import type { Page } from '@inertiajs/core'
import { defaultLayout, resolvePage, titleFor } from '~/lib/pages'
import { AppProviders } from '~/components/app/app_providers'

export default function render(page: Page) {
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
