import type { ReactNode } from 'react'
import { AppShell } from '~/components/app/app_shell'

/** Header, content and footer: most pages. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <main id="content" className="mx-auto w-full max-w-7xl px-4 py-10">
        {children}
      </main>
    </AppShell>
  )
}
