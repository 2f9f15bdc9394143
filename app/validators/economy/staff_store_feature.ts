import vine from '@vinejs/vine'

const featureFields = {
  nameRu: vine.string().trim().minLength(1).maxLength(128),
  nameEn: vine.string().trim().minLength(1).maxLength(128),
  position: vine.number().withoutDecimals().range([0, 1000]),
  enabled: vine.boolean(),
}

/** A new compared feature (staff → store catalogue) on a server, fixed once created. */
export const createStaffStoreFeatureValidator = vine.create({
  server: vine.string().trim().minLength(1).maxLength(64),
  ...featureFields,
})

/** An edited feature: renamed, reordered, hidden or shown again. */
export const updateStaffStoreFeatureValidator = vine.create(featureFields)
