/*
| Coin transfers between players (spec §2 transfer-coins modal, §7
| `POST game-money/transfer`): whole coins, within these bounds.
*/
export const TRANSFER_LIMITS = { min: 1, max: 1_000_000 } as const
