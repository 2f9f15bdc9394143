import { useEffect, useState } from 'react'
import { hasPermission } from '@domain/platform/permissions'
import { router } from '@inertiajs/react'
import { X } from 'lucide-react'
import type { DeferredProps } from '~/components/app/after_hydration'
import { BrandLink } from '~/components/app/brand'
import { useLanguages } from '~/components/app/language_switch'
import { MobileMenuButton, type MobileMenuProps } from '~/components/app/mobile_menu'
import { AUTH_NAVIGATION, MAIN_NAVIGATION } from '~/components/app/navigation'
import { STAFF_NAVIGATION } from '~/components/app/staff_navigation'
import { navIcon } from '~/components/app/navigation_icons'
import { NavButton, NavItem } from '~/components/app/nav_item'
import { WalletChips } from '~/components/app/player_menu'
import { useRegions } from '~/components/app/region_switch'
import { Avatar } from '~/components/ui/avatar'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { SegmentedControl } from '~/components/ui/segmented_control'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'

/** The language picker as a segmented control. */
function LanguageChoice() {
  const { label, locale, options, switchTo } = useLanguages()
  return <SegmentedControl label={label} value={locale} onChange={switchTo} options={options} />
}

/** The region picker as a segmented control. */
function RegionChoice() {
  const { label, region, options, switchTo } = useRegions()
  return <SegmentedControl label={label} value={region} onChange={switchTo} options={options} />
}

/**
 * The small-screen menu: a side sheet (radix Dialog, so focus is trapped,
 * Escape closes and the page does not scroll) with the navigation, the
 * player's or guest's actions, and the language and region pickers.
 * Loaded after hydration (mobile_menu.tsx).
 */
export function MobileMenuSheet({
  player,
  wallet,
  className,
  defaultOpen = false,
}: MobileMenuProps & DeferredProps) {
  const t = useT()
  const { permissions } = useShared()
  // The staff pages the player may open, as in the desktop player menu: a phone has no other way there.
  const staffPages = player
    ? STAFF_NAVIGATION.filter((item) => hasPermission(permissions, item.permission))
    : []
  const [open, setOpen] = useState(defaultOpen)
  const close = () => setOpen(false)

  // A visit started from anywhere (a link in the sheet, a locale switch) closes the sheet.
  useEffect(() => router.on('start', () => setOpen(false)), [])

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <MobileMenuButton className={className} />
      </DialogTrigger>
      <DialogContent variant="sheet" hideClose className="tm-aurora-soft bg-surface">
        <div className="sticky top-0 z-10 flex h-16 items-center justify-between gap-3 border-b border-border bg-surface/90 px-4 backdrop-blur-md">
          <BrandLink />
          <DialogClose asChild>
            <Button variant="ghost" size="icon" aria-label={t('common.nav.close_menu')}>
              <X aria-hidden="true" className="size-6!" />
            </Button>
          </DialogClose>
        </div>
        <DialogTitle className="sr-only">{t('common.nav.menu')}</DialogTitle>
        <DialogDescription className="sr-only">{t('common.product.tagline')}</DialogDescription>

        <div className="flex flex-1 flex-col gap-6 px-4 py-5">
          {player ? (
            <div className="flex flex-col gap-3 rounded-2xl border border-border bg-white/4 p-3">
              <div className="flex items-center gap-3">
                <Avatar name={player.login} src={player.avatarOrSkin} size="md" decorative />
                <div className="min-w-0">
                  <p className="text-xs text-subtle">{t('common.auth.signed_in_as')}</p>
                  <p className="truncate font-display text-sm font-semibold text-white">
                    {player.login}
                  </p>
                </div>
              </div>
              <WalletChips wallet={wallet} />
              <ul className="flex flex-col gap-1">
                <li>
                  <NavItem
                    item={AUTH_NAVIGATION.cabinet}
                    variant="sheet"
                    icon={navIcon(AUTH_NAVIGATION.cabinet)}
                    onNavigate={close}
                  />
                </li>
                {staffPages.length > 0 && (
                  <li>
                    <p className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-subtle uppercase">
                      {t('common.nav.staff')}
                    </p>
                    <ul aria-label={t('common.nav.staff')} className="flex flex-col gap-1">
                      {staffPages.map((item) => (
                        <li key={item.id}>
                          <NavItem
                            item={item}
                            variant="sheet"
                            icon={navIcon(item)}
                            onNavigate={close}
                          />
                        </li>
                      ))}
                    </ul>
                  </li>
                )}
                <li>
                  <NavItem
                    item={AUTH_NAVIGATION.logout}
                    variant="sheet"
                    icon={navIcon(AUTH_NAVIGATION.logout)}
                    onNavigate={close}
                  />
                </li>
              </ul>
            </div>
          ) : (
            <div className="grid grid-cols-1 gap-2 xs:grid-cols-2">
              <NavButton item={AUTH_NAVIGATION.login} variant="secondary" onNavigate={close} />
              <NavButton item={AUTH_NAVIGATION.register} variant="primary" onNavigate={close} />
            </div>
          )}

          <nav aria-label={t('common.nav.main')}>
            <ul className="flex flex-col gap-1">
              {MAIN_NAVIGATION.map((item) => (
                <li key={item.id}>
                  <NavItem item={item} variant="sheet" icon={navIcon(item)} onNavigate={close} />
                </li>
              ))}
            </ul>
          </nav>

          <div className="mt-auto flex flex-col gap-4 border-t border-border pt-5">
            <LanguageChoice />
            <RegionChoice />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  )
}
