import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { MAX_DISCOUNT_PERCENT } from '#domain/economy/store'
import { MAX_ROLE_PRICE, rublesToKopecks } from '#domain/economy/store_catalogue'

/** Rubles as staff type them: digits, at most 2 decimals (`.` or `,`), up to MAX_ROLE_PRICE kopecks. */
const rubles = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    const kopecks = rublesToKopecks(value)
    if (kopecks === null || kopecks > MAX_ROLE_PRICE) {
      field.report('Enter {field} in rubles, at most 2 decimals', 'rubles', field, {
        max: MAX_ROLE_PRICE / 100,
      })
    }
  },
  { name: 'rubles' }
)

/** A game command template: names the player and uses no placeholder but {nickname} and {group}. */
export const commandTemplate = vine.createRule(
  (value, _options, field) => {
    if (typeof value !== 'string') return
    const names = [...value.matchAll(/\{(\w*)\}/g)].map((match) => match[1])
    if (!names.includes('nickname') || names.some((name) => !['nickname', 'group'].includes(name)))
      field.report('{field} must contain {nickname}', 'commandTemplate', field)
  },
  { name: 'commandTemplate' }
)

/** The slug is not yet taken on the chosen server (one LuckPerms group or permission per item there). */
export const slugFree = vine.createRule(
  async (value, options: { table: 'store_roles' | 'store_abilities' }, field) => {
    if (typeof value !== 'string' || typeof field.parent.server !== 'string') return
    const taken = await db
      .from(options.table)
      .join('servers', 'servers.id', `${options.table}.server_id`)
      .where('servers.slug', field.parent.server)
      .where(`${options.table}.slug`, value)
      .first()
    if (taken) field.report('This slug is already taken on the server', 'slugTaken', field)
  },
  { name: 'slugFree', isAsync: true }
)

/** A new item's server and slug: fixed once created, as delivered commands name them. */
export const newItemFields = (table: 'store_roles' | 'store_abilities') => ({
  server: vine.string().trim().minLength(1).maxLength(64),
  slug: vine
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{0,31}$/)
    .use(slugFree({ table })),
})

export const price = () =>
  vine
    .string()
    .trim()
    .use(rubles())
    // Runs for a nullable field's null too.
    .transform((value) => (typeof value === 'string' ? rublesToKopecks(value) : null))

/** What create and edit share: names, text, looks, order, discount, prices, commands, features. */
const roleFields = {
  nameRu: vine.string().trim().minLength(1).maxLength(64),
  nameEn: vine.string().trim().minLength(1).maxLength(64),
  descriptionRu: vine.string().trim().minLength(1).maxLength(2000),
  descriptionEn: vine.string().trim().minLength(1).maxLength(2000),
  color: vine
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/),
  rank: vine.number().withoutDecimals().range([0, 1000]),
  discountPercent: vine.number().withoutDecimals().range([0, MAX_DISCOUNT_PERCENT]),
  // Month is always sold; an empty quarter or forever price means "not sold for that period".
  priceMonth: price(),
  priceQuarter: price().nullable(),
  priceForever: price().nullable(),
  grantCommand: vine.string().trim().minLength(1).maxLength(500).use(commandTemplate()),
  revokeCommand: vine.string().trim().minLength(1).maxLength(500).use(commandTemplate()),
  enabled: vine.boolean(),
  features: vine
    .array(
      vine.object({
        id: vine.number().withoutDecimals().positive(),
        valueRu: vine.string().trim().maxLength(64).nullable().optional(),
        valueEn: vine.string().trim().maxLength(64).nullable().optional(),
      })
    )
    .maxLength(100)
    .distinct('id'),
}

/**
 * A new role (staff → store catalogue): its server and slug (the LuckPerms
 * group, fixed once created, as grants already delivered name it) and the
 * editable fields.
 */
export const createStaffStoreRoleValidator = vine.create({
  ...newItemFields('store_roles'),
  ...roleFields,
})

/** An edited role: everything but its server and slug. */
export const updateStaffStoreRoleValidator = vine.create(roleFields)
