import { randomUUID } from 'node:crypto'
import { inject } from '@adonisjs/core'
import User from '#models/user'
import type LedgerEntry from '#models/ledger_entry'
import WalletService from '#services/economy/wallet_service'
import RecipientNotFoundException from '#exceptions/recipient_not_found_exception'
import SelfTransferException from '#exceptions/self_transfer_exception'

export type TransferInput = {
  sender: User
  /** The recipient's nickname, any case. */
  login: string
  /** Whole coins, within TRANSFER_LIMITS (the validator checks). */
  amount: number
  /** The client's Idempotency-Key: the same key sends once. */
  idempotencyKey?: string | null
}

export type TransferResult = {
  id: string
  amount: number
  recipient: { id: number; login: string }
  /** The sender's coins after the transfer. */
  coins: number
}

/**
 * Coin transfers between players (spec §2 transfer-coins, §7
 * `POST game-money/transfer`): both ledger rows in one transaction.
 */
@inject()
export default class TransferService {
  constructor(private wallets: WalletService) {}

  /**
   * Moves coins from the sender to the player named by `login`. Throws
   * RecipientNotFoundException, SelfTransferException,
   * InsufficientFundsException, IdempotencyKeyReusedException.
   */
  async send(input: TransferInput): Promise<TransferResult> {
    const recipient = await User.query().where('nickname_key', input.login.toLowerCase()).first()
    if (!recipient) throw new RecipientNotFoundException(input.login)
    if (recipient.id === input.sender.id) throw new SelfTransferException()

    const id = randomUUID()
    const key = `transfer:${input.sender.id}:${input.idempotencyKey ?? id}`
    const common = { currency: 'coins', referenceType: 'transfer', referenceId: id } as const
    const { entries } = await this.wallets.apply([
      {
        ...common,
        userId: input.sender.id,
        amount: -input.amount,
        reason: 'transfer_out',
        idempotencyKey: `${key}:out`,
        details: { counterparty: recipient.nickname, counterpartyId: recipient.id },
      },
      {
        ...common,
        userId: recipient.id,
        amount: input.amount,
        reason: 'transfer_in',
        idempotencyKey: `${key}:in`,
        details: { counterparty: input.sender.nickname, counterpartyId: input.sender.id },
      },
    ])
    const debit = entries[0] as LedgerEntry
    return {
      id: debit.referenceId!,
      amount: input.amount,
      recipient: { id: recipient.id, login: recipient.nickname },
      coins: debit.balanceAfter,
    }
  }
}
