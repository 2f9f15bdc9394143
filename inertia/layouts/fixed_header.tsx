import type { ReactNode } from 'react'
import { AppShell } from '~/components/app/app_shell'
import { Footer } from '~/components/app/footer'
import { Header } from '~/components/app/header'
import { PageBackdrop } from '~/components/app/page_backdrop'
import { SkipLink } from '~/components/app/skip_link'

/**
 * The header fixed over a full-bleed hero, then the content and footer
 * (home). The page draws its own hero and sections edge to edge.
 */
export default function FixedHeaderLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <SkipLink />
      <PageBackdrop />
      <div className="flex min-h-dvh flex-col">
        <Header overlay />
        <main id="content" tabIndex={-1} className="w-full flex-1 outline-none">
          {children}
        </main>
        <Footer />
      </div>
    </AppShell>
  )
}
