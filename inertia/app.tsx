import './css/app.css'
import type { ReactElement } from 'react'
import { createInertiaApp } from '@inertiajs/react'
import { defaultLayout, resolvePage, titleFor } from '~/lib/pages'
import { AppProviders } from '~/components/app/app_providers'

createInertiaApp({
  resolve: resolvePage(import.meta.glob('./pages/**/*.tsx')),
  layout: defaultLayout,
  title: titleFor,
  withApp: (app: ReactElement) => <AppProviders>{app}</AppProviders>,
  progress: { color: 'var(--accent1)', delay: 150 },
})
