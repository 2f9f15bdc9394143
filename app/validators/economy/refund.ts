import vine from '@vinejs/vine'

/** A refund before a wipe (spec §7 `POST cabinet/refund`): the upcoming wipe, by id. */
export const createRefundValidator = vine.create({
  wipeId: vine.number().withoutDecimals().positive().max(2_147_483_647),
})
