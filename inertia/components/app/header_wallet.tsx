import { Coins, Wallet as WalletIcon } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { Skeleton } from '~/components/ui/skeleton'
import { usePlayerShell } from '~/hooks/use_player_shell'
import type { Wallet } from '~/components/app/player_state'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import { hasRoute } from '~/lib/routes'

/**
 * The player's balance (and, on wide screens, coins) in the header bar
 * (spec §3 auth state), a link to the top-up page.
 */
export function HeaderWallet({ wallet, className }: { wallet: Wallet; className?: string }) {
  const t = useT()
  const shell = usePlayerShell()
  if (typeof wallet.balance !== 'number' || !hasRoute('economy.payments.create')) return null
  const balance = t('common.money.rubles', { amount: wallet.balance / 100 })
  const coins = wallet.coins ?? 0
  return (
    <AppLink
      route="economy.payments.create"
      className={cn(
        'h-10 items-center gap-2 rounded-xl border border-border bg-white/4 px-3 text-sm font-semibold text-white tabular-nums',
        'transition-colors hover:border-accent1/50 hover:bg-white/8',
        className
      )}
    >
      <WalletIcon aria-hidden="true" className="size-4 text-accent2-text" />
      <span className="sr-only">{t('common.auth.balance')}: </span>
      {shell ? (
        <Skeleton inline className="h-4 w-16 rounded-md" />
      ) : (
        <span data-testid="header-balance">{balance}</span>
      )}
      <span className="sr-only xl:not-sr-only xl:inline-flex xl:items-center xl:gap-1 xl:text-muted">
        <Coins aria-hidden="true" className="size-4 text-warn" />
        <span className="sr-only">{t('common.auth.coins')}: </span>
        {shell ? (
          <Skeleton inline className="h-4 w-8 rounded-md" />
        ) : (
          t('common.money.amount', { amount: coins })
        )}
      </span>
    </AppLink>
  )
}
