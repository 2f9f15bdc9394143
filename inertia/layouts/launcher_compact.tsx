import type { ReactNode } from 'react'
import { AppShell } from '~/components/app/app_shell'
import { LauncherBar } from '~/components/app/launcher_bar'
import { PageBackdrop } from '~/components/app/page_backdrop'
import { SkipLink } from '~/components/app/skip_link'

/** The launcher bar over one narrow centred card: launcher login, register, reset. */
export default function LauncherCompactLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <SkipLink />
      <PageBackdrop />
      <div className="flex min-h-dvh flex-col">
        <LauncherBar />
        <main
          id="content"
          tabIndex={-1}
          className="relative flex flex-1 items-center justify-center px-4 py-8 outline-none"
        >
          <div
            aria-hidden="true"
            className="tm-aurora pointer-events-none absolute inset-0 -z-10 opacity-60"
          />
          <div className="tm-gradient-border w-full max-w-sm rounded-3xl bg-surface/85 p-6 shadow-[0_30px_80px_-30px_var(--glowDark)] backdrop-blur-md">
            {children}
          </div>
        </main>
      </div>
    </AppShell>
  )
}
