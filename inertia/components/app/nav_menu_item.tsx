import { AppLink } from '~/components/app/app_link'
import type { NavEntry } from '~/components/app/navigation'
import { NAV_ICONS } from '~/components/app/navigation_icons'
import { SoonMark, useIsCurrent } from '~/components/app/nav_item'
import { DropdownMenuItem } from '~/components/ui/dropdown_menu'
import { useT } from '~/hooks/use_t'
import { hasRoute } from '~/lib/routes'

/** A navigation entry inside a dropdown menu: a menu link, or a disabled "soon" item. */
export function NavMenuItem({ item, tone }: { item: NavEntry; tone?: 'default' | 'danger' }) {
  const t = useT()
  const current = useIsCurrent(item)
  const Icon = NAV_ICONS[item.route]
  if (!hasRoute(item.route)) {
    return (
      <DropdownMenuItem disabled>
        {Icon && <Icon aria-hidden="true" />}
        <span>{t(item.label)}</span>
        <SoonMark className="ms-auto" />
      </DropdownMenuItem>
    )
  }
  return (
    <DropdownMenuItem asChild tone={tone}>
      <AppLink route={item.route} params={item.params} aria-current={current ? 'page' : undefined}>
        {Icon && <Icon aria-hidden="true" />}
        <span>{t(item.label)}</span>
      </AppLink>
    </DropdownMenuItem>
  )
}
