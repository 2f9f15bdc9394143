import type { ReactNode } from 'react'
import { LauncherBar } from '~/components/app/launcher_bar'
import { LayoutFrame, MainRegion } from '~/components/app/layout_frame'

/** The launcher webview: a slim bar with the brand, no site navigation or footer. */
export default function LauncherLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame bar={<LauncherBar />}>
      <MainRegion className="w-full flex-1 px-4 py-6 sm:px-6">{children}</MainRegion>
    </LayoutFrame>
  )
}
