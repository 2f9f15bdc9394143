import { ChevronDown, Coins, Wallet } from 'lucide-react'
import { AUTH_NAVIGATION } from '~/components/app/navigation'
import { NavMenuItem } from '~/components/app/nav_item'
import { Avatar } from '~/components/ui/avatar'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import type { SharedProps } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

export type PlayerSummary = { login: string; avatarUrl?: string | null }

/** Balance in kopecks (integer minor units) and site coins; either may be unknown. */
export type Wallet = { balance?: number | null; coins?: number | null }

/**
 * The wallet of the shared props, when the economy area provides one: on
 * the current user or at the top level (spec §3 auth state: coins, balance).
 */
export function walletOf(props: SharedProps): Wallet {
  const source = { ...props, ...(props.currentUser ?? {}) } as Record<string, unknown>
  const pick = (key: string) => (typeof source[key] === 'number' ? (source[key] as number) : null)
  return { balance: pick('balance'), coins: pick('coins') }
}

export function hasWallet(wallet: Wallet) {
  return typeof wallet.balance === 'number' || typeof wallet.coins === 'number'
}

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
            <Wallet aria-hidden="true" className="size-3.5 text-accent2-text" />
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

type PlayerMenuProps = { player: PlayerSummary; wallet: Wallet; className?: string }

/** The logged-in player's menu: avatar, login, balance and coins, cabinet and logout. */
export function PlayerMenu({ player, wallet, className }: PlayerMenuProps) {
  const t = useT()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'group inline-flex h-10 items-center gap-2 rounded-xl border border-border bg-white/4 ps-1 pe-2.5 text-sm font-semibold text-text',
          'transition-colors hover:border-accent1/50 hover:bg-white/8 data-[state=open]:border-accent1/60',
          className
        )}
      >
        <Avatar name={player.login} src={player.avatarUrl} size="sm" decorative />
        <span className="sr-only">{t('common.auth.player_menu')}: </span>
        <span className="max-w-32 truncate max-md:sr-only">{player.login}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-subtle transition-transform group-data-[state=open]:rotate-180"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuGroup className="flex items-center gap-3 px-2.5 pt-2 pb-3">
          <Avatar name={player.login} src={player.avatarUrl} size="lg" decorative />
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
        <NavMenuItem item={AUTH_NAVIGATION.logout} tone="danger" />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
