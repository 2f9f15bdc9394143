import type { ButtonHTMLAttributes } from 'react'
import { Menu } from 'lucide-react'
import { afterHydration, type StandInProps } from '~/components/app/after_hydration'
import type { PlayerSummary, Wallet } from '~/components/app/player_state'
import { Button } from '~/components/ui/button'
import { useT } from '~/hooks/use_t'

export type MobileMenuProps = {
  player: PlayerSummary | null
  wallet: Wallet
  className?: string
}

/** The button opening the sheet: its trigger, and its stand-in until the sheet code loads. */
export function MobileMenuButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const t = useT()
  return (
    <Button variant="ghost" size="icon" aria-label={t('common.nav.open_menu')} {...props}>
      <Menu aria-hidden="true" className="size-6!" />
    </Button>
  )
}

function MobileMenuStandIn({ className, onOpen, onWarm, busy }: MobileMenuProps & StandInProps) {
  return (
    <MobileMenuButton
      className={className}
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-busy={busy || undefined}
      onClick={onOpen}
      onPointerEnter={onWarm}
    />
  )
}

/** The small-screen menu (a radix side sheet, mobile_menu_sheet.tsx). */
export const MobileMenu = afterHydration<MobileMenuProps>(
  () => import('~/components/app/mobile_menu_sheet').then((module) => module.MobileMenuSheet),
  MobileMenuStandIn
)
