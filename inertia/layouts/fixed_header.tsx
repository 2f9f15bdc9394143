import type { ReactNode } from 'react'
import { Footer } from '~/components/app/footer'
import { Header } from '~/components/app/header'
import { LayoutFrame, MainRegion } from '~/components/app/layout_frame'

/**
 * The header fixed over a full-bleed hero, then the content and footer
 * (home). The page draws its own hero and sections edge to edge.
 */
export default function FixedHeaderLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame bar={<Header overlay />} footer={<Footer />}>
      <MainRegion className="w-full flex-1">{children}</MainRegion>
    </LayoutFrame>
  )
}
