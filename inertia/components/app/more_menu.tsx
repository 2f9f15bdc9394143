import type { ButtonHTMLAttributes } from 'react'
import { ChevronDown } from 'lucide-react'
import { afterHydration, type StandInProps } from '~/components/app/after_hydration'
import type { NavEntry } from '~/components/app/navigation'
import { Button } from '~/components/ui/button'
import { useT } from '~/hooks/use_t'

export type MoreMenuProps = { items: NavEntry[] }

/** The "More" button: the menu's trigger, and its stand-in until the menu code loads. */
export function MoreButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const t = useT()
  return (
    <Button variant="ghost" size="sm" className="h-10 gap-1 px-3 font-medium" {...props}>
      {t('common.nav.more')}
      <ChevronDown aria-hidden="true" className="size-4!" />
    </Button>
  )
}

function MoreStandIn({ onOpen, onWarm, busy }: MoreMenuProps & StandInProps) {
  return (
    <MoreButton
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      onClick={onOpen}
      onPointerEnter={onWarm}
    />
  )
}

/** The header's secondary navigation entries on mid-size screens. */
export const MoreMenu = afterHydration<MoreMenuProps>(
  () => import('~/components/app/more_menu_dropdown').then((module) => module.MoreMenuDropdown),
  MoreStandIn
)
