import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'
import { CLAIM_UNITS } from '#domain/economy/store'

/** The longest claim interval a kit may have, in each unit (365 days). */
export const MAX_CLAIM_INTERVAL = { hours: 365 * 24, days: 365 } as const

/** The interval fits 1 hour to 365 days in the chosen unit. */
const claimIntervalRange = vine.createRule(
  (value, _options, field) => {
    const unit = field.parent.claimUnit as keyof typeof MAX_CLAIM_INTERVAL
    if (typeof value !== 'number' || !(unit in MAX_CLAIM_INTERVAL)) return
    if (value < 1 || value > MAX_CLAIM_INTERVAL[unit])
      field.report('{field} must be from 1 hour to 365 days', 'claimIntervalRange', field)
  },
  { name: 'claimIntervalRange' }
)

/** The role exists (its server becomes the kit's). */
const roleExists = vine.createRule(
  async (value, _options, field) => {
    if (typeof value !== 'number') return
    if (!(await db.from('store_roles').where('id', value).first()))
      field.report('Choose one of the offered values for {field}', 'enum', field)
  },
  { name: 'roleExists', isAsync: true }
)

/**
 * A kit (staff → store catalogue), new or edited: the role that lets players
 * claim it, names, what it holds as the game names it, how often, order and
 * whether the store shows it.
 */
export const staffStoreKitValidator = vine.create({
  role: vine.number().withoutDecimals().positive().use(roleExists()),
  nameRu: vine.string().trim().minLength(1).maxLength(64),
  nameEn: vine.string().trim().minLength(1).maxLength(64),
  claimUnit: vine.enum(CLAIM_UNITS),
  claimInterval: vine.number().withoutDecimals().use(claimIntervalRange()),
  items: vine
    .array(
      vine.object({
        name: vine.string().trim().minLength(1).maxLength(64),
        amount: vine.number().withoutDecimals().range([1, 10_000]),
      })
    )
    .minLength(1)
    .maxLength(50),
  position: vine.number().withoutDecimals().range([0, 1000]),
  enabled: vine.boolean(),
})
