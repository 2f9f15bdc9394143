import type { DeferredProps } from '~/components/app/after_hydration'
import { MoreButton, type MoreMenuProps } from '~/components/app/more_menu'
import { NavMenuItem } from '~/components/app/nav_menu_item'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'

/** The "More" menu itself, loaded after hydration (more_menu.tsx). */
export function MoreMenuDropdown({ items, defaultOpen }: MoreMenuProps & DeferredProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <MoreButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-60">
        {items.map((item) => (
          <NavMenuItem key={item.id} item={item} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
