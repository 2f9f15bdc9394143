import type { ButtonHTMLAttributes } from 'react'
import { ChevronDown, Coins, Wallet as WalletIcon } from 'lucide-react'
import { afterHydration, type StandInProps } from '~/components/app/after_hydration'
import { hasWallet, type PlayerSummary, type Wallet } from '~/components/app/player_state'
import { Avatar } from '~/components/ui/avatar'
import { Skeleton } from '~/components/ui/skeleton'
import { usePlayerShell } from '~/hooks/use_player_shell'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

/** The balance and coins chips, each shown only when known. */
export function WalletChips({ wallet, className }: { wallet: Wallet; className?: string }) {
  const t = useT()
  const hasBalance = typeof wallet.balance === 'number'
  const hasCoins = typeof wallet.coins === 'number'
  if (!hasWallet(wallet)) return null
  return (
    <div className={cn('grid grid-cols-2 gap-2', className)}>
      {hasBalance && (
        <div className="rounded-xl border border-border bg-white/4 px-3 py-2">
          <span className="flex items-center gap-1.5 text-[0.6875rem] font-semibold tracking-wider text-subtle uppercase">
            <WalletIcon aria-hidden="true" className="size-3.5 text-accent2-text" />
            {t('common.auth.balance')}
          </span>
          <span className="mt-0.5 block text-sm font-semibold text-white tabular-nums">
            {t('common.money.rubles', { amount: (wallet.balance ?? 0) / 100 })}
          </span>
        </div>
      )}
      {hasCoins && (
        <div className="rounded-xl border border-border bg-white/4 px-3 py-2">
          <span className="flex items-center gap-1.5 text-[0.6875rem] font-semibold tracking-wider text-subtle uppercase">
            <Coins aria-hidden="true" className="size-3.5 text-warn" />
            {t('common.auth.coins')}
          </span>
          <span className="mt-0.5 block text-sm font-semibold text-white tabular-nums">
            {t('common.money.amount', { amount: wallet.coins ?? 0 })}
          </span>
        </div>
      )}
    </div>
  )
}

export type PlayerMenuProps = { player: PlayerSummary; wallet: Wallet; className?: string }

type PlayerButtonProps = { player: PlayerSummary } & ButtonHTMLAttributes<HTMLButtonElement>

/** The menu's button (avatar and login): its trigger, and its stand-in until the menu code loads. */
export function PlayerButton({ player, className, ...props }: PlayerButtonProps) {
  const t = useT()
  const shell = usePlayerShell()
  return (
    <button
      type="button"
      className={cn(
        'group inline-flex h-10 items-center gap-2 rounded-xl border border-border bg-white/4 ps-1 pe-2.5 text-sm font-semibold text-text',
        'transition-colors hover:border-accent1/50 hover:bg-white/8 data-[state=open]:border-accent1/60',
        className
      )}
      {...props}
    >
      <Avatar name={player.login} src={player.avatarOrSkin} size="sm" decorative />
      <span className="sr-only">{t('common.auth.player_menu')}: </span>
      {shell ? (
        <Skeleton inline className="h-4 w-20 rounded-md max-md:hidden" />
      ) : (
        <span className="max-w-32 truncate max-md:sr-only">{player.login}</span>
      )}
      <ChevronDown
        aria-hidden="true"
        className="size-4 text-subtle transition-transform group-data-[state=open]:rotate-180"
      />
    </button>
  )
}

function PlayerStandIn({
  player,
  className,
  onOpen,
  onWarm,
  busy,
}: PlayerMenuProps & StandInProps) {
  return (
    <PlayerButton
      player={player}
      className={className}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={busy || undefined}
      onClick={onOpen}
      onPointerEnter={onWarm}
    />
  )
}

/** The logged-in player's menu: avatar, login, balance and coins, cabinet and logout. */
export const PlayerMenu = afterHydration<PlayerMenuProps>(
  () => import('~/components/app/player_menu_dropdown').then((module) => module.PlayerMenuDropdown),
  PlayerStandIn
)
