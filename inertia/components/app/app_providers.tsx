import type { ReactNode } from 'react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { client } from '~/lib/client'

/** Providers around every page, on the server and in the browser. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <TuyauProvider client={client}>{children}</TuyauProvider>
}
