import type { ReactNode } from 'react'
import { LauncherBar } from '~/components/app/launcher_bar'
import { CenteredCard, LayoutFrame } from '~/components/app/layout_frame'

/** The launcher bar over one narrow centred card: launcher login, register, reset. */
export default function LauncherCompactLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame bar={<LauncherBar />}>
      <CenteredCard size="sm" className="items-center py-8">
        {children}
      </CenteredCard>
    </LayoutFrame>
  )
}
