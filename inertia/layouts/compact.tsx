import type { ReactNode } from 'react'
import { Footer } from '~/components/app/footer'
import { Header } from '~/components/app/header'
import { CenteredCard, LayoutFrame } from '~/components/app/layout_frame'

/** Header, one narrow centered card, footer: focused flows such as 2fa and pay. */
export default function CompactLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame bar={<Header />} footer={<Footer />}>
      <CenteredCard size="md" className="items-start py-10 sm:items-center sm:py-16">
        {children}
      </CenteredCard>
    </LayoutFrame>
  )
}
