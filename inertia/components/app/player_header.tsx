import { HeaderWallet } from '~/components/app/header_wallet'
import { PlayerMenu } from '~/components/app/player_menu'
import type { PlayerSummary, Wallet } from '~/components/app/player_state'

export { BanNotice } from '~/components/economy/ban_notice'

export type PlayerHeaderItemsProps = { player: PlayerSummary; wallet: Wallet }

/** The header's items for a logged-in player: balance and coins, and the player menu. */
export function PlayerHeaderItems({ player, wallet }: PlayerHeaderItemsProps) {
  return (
    <>
      <HeaderWallet wallet={wallet} className="hidden md:inline-flex" />
      <PlayerMenu player={player} wallet={wallet} className="hidden md:inline-flex" />
    </>
  )
}
