import { hasPermission } from '@domain/platform/permissions'
import type { DeferredProps } from '~/components/app/after_hydration'
import { AUTH_NAVIGATION } from '~/components/app/navigation'
import { STAFF_NAVIGATION } from '~/components/app/staff_navigation'
import { NavMenuItem } from '~/components/app/nav_menu_item'
import { PlayerButton, WalletChips, type PlayerMenuProps } from '~/components/app/player_menu'
import { hasWallet } from '~/components/app/player_state'
import { Avatar } from '~/components/ui/avatar'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'

/** The player's menu itself, loaded after hydration (player_menu.tsx). */
export function PlayerMenuDropdown({
  player,
  wallet,
  className,
  defaultOpen,
}: PlayerMenuProps & DeferredProps) {
  const t = useT()
  const { permissions } = useShared()
  const staffPages = STAFF_NAVIGATION.filter((item) => hasPermission(permissions, item.permission))
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <PlayerButton player={player} className={className} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuGroup className="flex items-center gap-3 px-2.5 pt-2 pb-3">
          <Avatar name={player.login} src={player.avatarOrSkin} size="lg" decorative />
          <div className="min-w-0">
            <p className="text-xs text-subtle">{t('common.auth.signed_in_as')}</p>
            <p className="truncate font-display text-sm font-semibold text-white">{player.login}</p>
          </div>
        </DropdownMenuGroup>
        {hasWallet(wallet) && (
          <DropdownMenuGroup>
            <WalletChips wallet={wallet} className="px-1.5 pb-2" />
          </DropdownMenuGroup>
        )}
        <DropdownMenuSeparator />
        <NavMenuItem item={AUTH_NAVIGATION.cabinet} />
        {staffPages.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup aria-label={t('common.nav.staff')}>
              <DropdownMenuLabel>{t('common.nav.staff')}</DropdownMenuLabel>
              {staffPages.map((item) => (
                <NavMenuItem key={item.id} item={item} />
              ))}
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
          </>
        )}
        <NavMenuItem item={AUTH_NAVIGATION.logout} tone="danger" />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
