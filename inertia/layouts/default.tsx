import type { ReactNode } from 'react'
import { Footer } from '~/components/app/footer'
import { Header } from '~/components/app/header'
import { LayoutFrame, MainRegion } from '~/components/app/layout_frame'

/** Header, content and footer: most pages. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame bar={<Header />} footer={<Footer />}>
      <MainRegion className="mx-auto w-full max-w-7xl flex-1 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        {children}
      </MainRegion>
    </LayoutFrame>
  )
}
