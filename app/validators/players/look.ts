import vine from '@vinejs/vine'
import { LOOK_VARIANTS } from '#domain/players/looks'

const MODELS = ['classic', 'slim'] as const

/** `POST user/skin/upload` (field `skin`; `model` overrides the detected arms). */
export const uploadSkinValidator = vine.create({
  skin: vine.file(),
  model: vine.enum(MODELS).optional(),
})

/** Switching the current skin's arms between classic and slim. */
export const updateSkinModelValidator = vine.create({ model: vine.enum(MODELS) })

/** `POST user/cape/upload` (field `cape`). */
export const uploadCapeValidator = vine.create({ cape: vine.file() })

/** `POST user/avatar/upload` (field `avatar`). */
export const uploadAvatarValidator = vine.create({ avatar: vine.file() })

/** spec §3 avatar crop {id, x, y, size}, in the pixels of the avatar's original. */
export const cropAvatarValidator = vine.create({
  id: vine.string().uuid(),
  x: vine.number().withoutDecimals().min(0),
  y: vine.number().withoutDecimals().min(0),
  size: vine.number().withoutDecimals().min(1),
})

/** `/looks/{kind}/{key}/{variant}`: a stored look's file. */
export const showLookImageValidator = vine.create({
  params: vine.object({
    kind: vine.enum(['skin', 'cape', 'avatar', 'cover'] as const),
    key: vine.string().uuid(),
    variant: vine.enum(LOOK_VARIANTS),
  }),
})

/** `user/{kind}/delete|rollback`. */
export const lookKindValidator = vine.create({
  params: vine.object({ kind: vine.enum(['skin', 'cape', 'avatar'] as const) }),
})
