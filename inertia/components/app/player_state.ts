import type { AvatarOrSkin } from '@domain/players/looks'
import type { SharedProps } from '~/hooks/use_shared'

export type PlayerSummary = { login: string; avatarOrSkin?: AvatarOrSkin | null }

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
