import vine from '@vinejs/vine'
import { wholeAmount } from '#validators/platform/amount'
import { TRANSFER_LIMITS } from '#domain/economy/transfers'

/**
 * A coin transfer (spec §2 transfer-coins modal, §7 `POST game-money/transfer`):
 * the recipient's nickname and whole coins within the limits. Strings of
 * digits count (native forms post text); fractions, zero, negatives and
 * huge amounts are refused with their own messages.
 */
export const createTransferValidator = vine.create({
  login: vine.string().trim().minLength(1).maxLength(16),
  amount: wholeAmount().min(TRANSFER_LIMITS.min).max(TRANSFER_LIMITS.max),
})
