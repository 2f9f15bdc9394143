import type { ReactNode } from 'react'
import { AppShell } from '~/components/app/app_shell'
import { Footer } from '~/components/app/footer'
import { Header } from '~/components/app/header'
import { PageBackdrop } from '~/components/app/page_backdrop'
import { SkipLink } from '~/components/app/skip_link'

/** Header, one narrow centered card, footer: focused flows such as 2fa and pay. */
export default function CompactLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <SkipLink />
      <PageBackdrop />
      <div className="flex min-h-dvh flex-col">
        <Header />
        <main
          id="content"
          tabIndex={-1}
          className="relative flex w-full flex-1 items-start justify-center px-4 py-10 outline-none sm:items-center sm:py-16"
        >
          <div
            aria-hidden="true"
            className="tm-aurora pointer-events-none absolute inset-0 -z-10 opacity-50"
          />
          <div className="tm-gradient-border w-full max-w-md rounded-3xl bg-surface/85 p-6 shadow-[0_30px_80px_-30px_var(--glowDark)] backdrop-blur-md sm:p-8">
            {children}
          </div>
        </main>
        <Footer />
      </div>
    </AppShell>
  )
}
