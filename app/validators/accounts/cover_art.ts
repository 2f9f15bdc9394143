import vine from '@vinejs/vine'

const fields = {
  nameRu: vine.string().trim().minLength(1).maxLength(80),
  nameEn: vine.string().trim().minLength(1).maxLength(80),
  license: vine.string().trim().minLength(1).maxLength(200),
  requiredRole: vine.string().trim().maxLength(64).nullable().optional(),
}

/** Staff → cover arts: a new art (field `image`). */
export const createCoverArtValidator = vine.create({ image: vine.file(), ...fields })

/** Staff → cover arts: an art's names, licence, role and visibility. */
export const updateCoverArtValidator = vine.create({
  params: vine.object({ id: vine.number().withoutDecimals().min(1) }),
  ...fields,
  hidden: vine.boolean().optional(),
})
