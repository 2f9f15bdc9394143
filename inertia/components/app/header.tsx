import { useEffect, useState } from 'react'
import { BrandLink } from '~/components/app/brand'
import { LanguageSwitch } from '~/components/app/language_switch'
import { MobileMenu } from '~/components/app/mobile_menu'
import { MonitoringBadge } from '~/components/app/monitoring_badge'
import { ConnectionLost } from '~/components/app/connection_lost'
import { MoreMenu } from '~/components/app/more_menu'
import { AUTH_NAVIGATION, MAIN_NAVIGATION } from '~/components/app/navigation'
import { NavButton, NavItem } from '~/components/app/nav_item'
import { PlayerBanNotice, PlayerHeaderItems } from '~/components/app/player_parts'
import { walletOf, type PlayerSummary, type Wallet } from '~/components/app/player_state'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

type HeaderProps = {
  /** Fixed over a full-bleed hero: transparent until the page scrolls (fixed_header layout). */
  overlay?: boolean
  /** Sample data for the design showcase instead of the shared props. */
  demo?: { player: PlayerSummary | null; wallet: Wallet; label: string }
}

/** True once the page has scrolled past `offset` pixels. */
function useScrolled(enabled: boolean, offset = 12) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    if (!enabled) return
    const update = () => setScrolled(window.scrollY > offset)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [enabled, offset])
  return scrolled
}

/**
 * The site header: brand, main navigation (secondary entries fold into
 * "More", everything moves to the sheet below xl),
 * language switch, and the guest's login/register or the player's menu.
 */
export function Header({ overlay = false, demo }: HeaderProps) {
  const t = useT()
  const shared = useShared()
  const scrolled = useScrolled(overlay)
  const player: PlayerSummary | null = demo
    ? demo.player
    : shared.currentUser
      ? { login: shared.currentUser.login, avatarOrSkin: shared.currentUser.avatarOrSkin }
      : null
  const wallet = demo ? demo.wallet : walletOf(shared)
  const primary = MAIN_NAVIGATION.filter((item) => item.primary)
  const secondary = MAIN_NAVIGATION.filter((item) => !item.primary)
  const solid = !overlay || scrolled

  return (
    <header
      data-solid={solid || undefined}
      className={cn(
        'z-40 w-full transition-[background-color,border-color,box-shadow] duration-300',
        demo ? 'relative' : overlay ? 'fixed inset-x-0 top-0' : 'sticky top-0',
        'border-b border-transparent',
        'data-solid:border-border data-solid:bg-background/72 data-solid:shadow-[0_10px_30px_-20px_rgb(0_0_0/0.9)] data-solid:backdrop-blur-xl data-solid:backdrop-saturate-150'
      )}
    >
      <div className="mx-auto flex h-(--header-height) max-w-7xl items-center gap-3 px-4 sm:px-6 xl:gap-6 lg:px-8">
        <BrandLink />

        {/* The bar is at most max-w-7xl wide on any screen: below xl, or with more than the
            primary entries, a player's header overlapped (#27); the sheet takes over instead. */}
        <nav
          aria-label={demo ? demo.label : t('common.nav.main')}
          className="hidden min-w-0 flex-1 xl:block"
        >
          <ul className="flex items-center gap-0.5">
            {primary.map((item) => (
              <li key={item.id}>
                <NavItem item={item} variant="header" />
              </li>
            ))}
            <li>
              <MoreMenu items={secondary} />
            </li>
          </ul>
        </nav>

        <div className="ms-auto flex items-center gap-1.5 sm:gap-2">
          {!demo && <MonitoringBadge className="hidden sm:inline-flex" />}
          <LanguageSwitch className="hidden md:inline-flex" />
          {player ? (
            <PlayerHeaderItems player={player} wallet={wallet} />
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <NavButton item={AUTH_NAVIGATION.login} variant="ghost" size="sm" />
              <NavButton item={AUTH_NAVIGATION.register} variant="primary" size="sm" />
            </div>
          )}
          <MobileMenu player={player} wallet={wallet} className="xl:hidden" />
        </div>
      </div>
      {!demo && player && <PlayerBanNotice />}
      {!demo && <ConnectionLost />}
    </header>
  )
}
