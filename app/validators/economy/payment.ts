import vine from '@vinejs/vine'
import { wholeAmount } from '#validators/platform/amount'
import paymentsConfig from '#config/payments'
import { PAYMENT_METHODS } from '#domain/economy/payments'

/** A top-up (spec §7 `POST pay`, the /pay form): kopecks within the bounds, and a method. */
export const createPaymentValidator = vine.create({
  amount: wholeAmount().min(paymentsConfig.minAmount).max(paymentsConfig.maxAmount),
  method: vine.enum(PAYMENT_METHODS),
})
