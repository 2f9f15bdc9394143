import type { ReactNode } from 'react'
import { AppShell } from '~/components/app/app_shell'
import { Footer } from '~/components/app/footer'
import { Header } from '~/components/app/header'
import { PageBackdrop } from '~/components/app/page_backdrop'
import { SkipLink } from '~/components/app/skip_link'

/** Header, content and footer: most pages. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <SkipLink />
      <PageBackdrop />
      <div className="flex min-h-dvh flex-col">
        <Header />
        <main
          id="content"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 outline-none sm:px-6 lg:px-8 lg:py-14"
        >
          {children}
        </main>
        <Footer />
      </div>
    </AppShell>
  )
}
