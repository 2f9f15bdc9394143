import vine from '@vinejs/vine'
import { COVER_PARTS } from '#domain/accounts/covers'

const part = vine.enum(COVER_PARTS)

/** Cabinet → cover → {part} and `GET cabinet/profile-theme/{part}`. */
export const showCoverPartValidator = vine.create({ params: vine.object({ part }) })

/** `POST cabinet/profile-theme/{part}/set/{id}`: a glow or style name, an art's id, or `none`. */
export const setCoverPartValidator = vine.create({
  params: vine.object({ part, id: vine.string().maxLength(20) }),
})
