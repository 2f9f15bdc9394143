import vine from '@vinejs/vine'
import { ACK_STATUSES } from '#domain/network/delivery_states'

/** game-api.md `GET commands?limit=N`: 1–100, 50 when absent. */
export const indexGameCommandsValidator = vine.create({
  limit: vine.number().withoutDecimals().range([1, 100]).optional(),
})

/** game-api.md `POST commands/{id}/ack` `{status: "done" | "failed", output?}`. */
export const createCommandAckValidator = vine.create({
  status: vine.enum(ACK_STATUSES),
  // Kept to 4 000 characters; a longer output is cut, not refused (the plugin would retry forever).
  output: vine.string().nullable().optional(),
  params: vine.object({ id: vine.string() }),
})
