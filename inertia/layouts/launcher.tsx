import type { ReactNode } from 'react'
import { AppShell } from '~/components/app/app_shell'
import { LauncherBar } from '~/components/app/launcher_bar'
import { PageBackdrop } from '~/components/app/page_backdrop'
import { SkipLink } from '~/components/app/skip_link'

/** The launcher webview: a slim bar with the brand, no site navigation or footer. */
export default function LauncherLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <SkipLink />
      <PageBackdrop />
      <div className="flex min-h-dvh flex-col">
        <LauncherBar />
        <main id="content" tabIndex={-1} className="w-full flex-1 px-4 py-6 outline-none sm:px-6">
          {children}
        </main>
      </div>
    </AppShell>
  )
}
