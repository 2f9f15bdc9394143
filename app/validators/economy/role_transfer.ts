import vine from '@vinejs/vine'

/** spec §7 `POST cabinet/roles/transfer`: one of the player's roles and the server to move it to. */
export const createRoleTransferValidator = vine.create({
  grantId: vine.string().trim().uuid(),
  server: vine.string().trim().minLength(1).maxLength(64),
})

/** spec §7 `GET cabinet/roles/transfer/servers?grantId=`. */
export const roleTransferServersValidator = vine.create({
  grantId: vine.string().trim().uuid(),
})
