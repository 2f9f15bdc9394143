import vine from '@vinejs/vine'

/** `POST user/sessions/terminate {id}` (spec §7): the access id of one of the player's sessions. */
export const destroyActiveSessionValidator = vine.create({
  id: vine.string().uuid(),
})
