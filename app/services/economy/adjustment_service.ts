import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import User from '#models/user'
import WalletService from '#services/economy/wallet_service'
import RecipientNotFoundException from '#exceptions/recipient_not_found_exception'
import type { Currency } from '#domain/economy/ledger'

export type AdjustmentInput = {
  staff: User
  login: string
  currency: Currency
  /** Signed: positive credits, negative debits (never below zero). */
  amount: number
  note: string
}

/** Staff corrections of a wallet (issue #11, `web.economy.adjust`): one ledger row with its reason. */
@inject()
export default class AdjustmentService {
  constructor(private wallets: WalletService) {}

  /** Writes the adjustment. Throws RecipientNotFoundException, InsufficientFundsException. */
  async create(input: AdjustmentInput) {
    const player = await User.query().where('nickname_key', input.login.toLowerCase()).first()
    if (!player) throw new RecipientNotFoundException(input.login)
    const id = randomUUID()
    const { entries } = await this.wallets.apply([
      {
        userId: player.id,
        currency: input.currency,
        amount: input.amount,
        reason: 'adjustment',
        referenceType: 'adjustment',
        referenceId: id,
        idempotencyKey: `adjustment:${id}`,
        details: { note: input.note, staff: input.staff.nickname },
      },
    ])
    return { player, entry: entries[0] }
  }
}
