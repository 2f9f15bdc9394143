import type { ReactNode } from 'react'
import { LauncherBar } from '~/components/app/launcher_bar'
import { LayoutFrame, MainRegion } from '~/components/app/layout_frame'
import { LAUNCHER_NAVIGATION } from '~/components/app/navigation'
import { navIcon } from '~/components/app/navigation_icons'
import { NavItem } from '~/components/app/nav_item'
import { useT } from '~/hooks/use_t'

/** The launcher's main screen: the launcher bar, a side rail of its screens, and the content. */
export default function LauncherMainLayout({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <LayoutFrame bar={<LauncherBar />}>
      <div className="flex flex-1 flex-col sm:flex-row">
        <nav
          aria-label={t('common.launcher.navigation')}
          className="border-b border-border bg-background-deep/60 p-2 sm:w-56 sm:shrink-0 sm:border-e sm:border-b-0 sm:p-3"
        >
          <ul className="flex gap-1 overflow-x-auto sm:flex-col">
            {LAUNCHER_NAVIGATION.map((item) => (
              <li key={item.id} className="shrink-0 sm:shrink">
                <NavItem item={item} variant="rail" icon={navIcon(item)} />
              </li>
            ))}
          </ul>
        </nav>
        <MainRegion className="min-w-0 flex-1 px-4 py-6 sm:px-6">{children}</MainRegion>
      </div>
    </LayoutFrame>
  )
}
