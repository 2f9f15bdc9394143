import vine from '@vinejs/vine'
import { commandTemplate, newItemFields, price } from '#validators/economy/staff_store_role'

const abilityFields = {
  nameRu: vine.string().trim().minLength(1).maxLength(64),
  nameEn: vine.string().trim().minLength(1).maxLength(64),
  descriptionRu: vine.string().trim().minLength(1).maxLength(2000),
  descriptionEn: vine.string().trim().minLength(1).maxLength(2000),
  price: price(),
  grantCommand: vine.string().trim().minLength(1).maxLength(500).use(commandTemplate()),
  position: vine.number().withoutDecimals().range([0, 1000]),
  enabled: vine.boolean(),
}

/** A new ability (staff → store catalogue): its server and slug, fixed once created. */
export const createStaffStoreAbilityValidator = vine.create({
  ...newItemFields('store_abilities'),
  ...abilityFields,
})

/** An edited ability: everything but its server and slug. */
export const updateStaffStoreAbilityValidator = vine.create(abilityFields)
