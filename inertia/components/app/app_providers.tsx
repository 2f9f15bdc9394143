import type { ReactNode } from 'react'
import { TuyauProvider } from '@adonisjs/inertia/react'
import { TooltipProvider } from '~/components/ui/tooltip'
import { client } from '~/lib/client'

/** Providers around every page, on the server and in the browser. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <TuyauProvider client={client}>
      <TooltipProvider delayDuration={250}>{children}</TooltipProvider>
    </TuyauProvider>
  )
}
