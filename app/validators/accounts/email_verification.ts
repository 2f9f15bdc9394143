import vine from '@vinejs/vine'

/** The verification link opened from the letter; the token is checked by the service. */
export const showEmailVerificationValidator = vine.create({
  token: vine.string().trim().maxLength(512).optional(),
})
