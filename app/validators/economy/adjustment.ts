import vine from '@vinejs/vine'
import { wholeAmount } from '#validators/platform/amount'
import { CURRENCIES, MAX_WALLET_VALUE } from '#domain/economy/ledger'

/** An adjustment moves something: zero is refused with its own message. */
const nonZero = vine.createRule(
  (value, _options, field) => {
    if (value === 0) field.report('The amount must not be zero', 'nonZero', field)
  },
  { name: 'nonZero' }
)

/** A staff adjustment: a player, a currency, a signed non-zero amount and why. */
export const createAdjustmentValidator = vine.create({
  login: vine.string().trim().minLength(1).maxLength(16),
  currency: vine.enum(CURRENCIES),
  amount: wholeAmount().range([-MAX_WALLET_VALUE, MAX_WALLET_VALUE]).use(nonZero()),
  note: vine.string().trim().minLength(3).maxLength(200),
})
