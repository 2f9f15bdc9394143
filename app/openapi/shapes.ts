import type { Schema } from '#openapi/types'
import { COVER_GLOWS, COVER_STYLES } from '#domain/accounts/covers'

/**
 * An object with these properties and no others, each required unless named in `optional`:
 * the closed shape of nearly every body the API sends.
 */
export function closedObject<Properties extends { [name: string]: Schema }>(
  properties: Properties,
  options: { optional?: readonly (keyof Properties & string)[]; nullable?: true } = {}
): Schema {
  const optional: readonly string[] = options.optional ?? []
  const required = Object.keys(properties).filter((name) => !optional.includes(name))
  return {
    type: options.nullable ? ['object', 'null'] : 'object',
    properties,
    ...(required.length > 0 && { required }),
    additionalProperties: false,
  }
}

/** An array of `items`. */
export function arrayOf(items: Schema): Schema {
  return { type: 'array', items }
}

/* Object shapes that more than one response carries, named after the field that holds them. */
export const cropSchema: Schema = closedObject({
  x: { type: 'integer' },
  y: { type: 'integer' },
  size: { type: 'integer' },
})

export const serverSchema: Schema = closedObject({
  id: { type: 'integer' },
  slug: { type: 'string' },
  name: { type: 'string' },
})

export const documentRefSchema: Schema = closedObject({
  id: { type: 'integer' },
  target: { type: 'string' },
  slug: { type: 'string' },
})

export const skinSchema: Schema = closedObject({
  id: { type: 'string' },
  model: { type: 'string' },
  texture: { type: 'string' },
})

export const avatarOrSkinSchema: Schema = closedObject({
  id: { type: 'string' },
  extension: { type: 'string' },
  type: { type: 'string' },
})

export const metaSchema: Schema = closedObject({
  page: { type: 'integer' },
  perPage: { type: 'integer' },
  total: { type: 'integer' },
})

export const roleBadgeSchema: Schema = closedObject({
  slug: { type: 'string' },
  name: { type: 'string' },
  color: { type: 'string' },
  rank: { type: 'integer' },
})

export const privacySchema: Schema = closedObject({
  statistics: { type: 'boolean' },
  friends: { type: 'boolean' },
  roles: { type: 'boolean' },
  online: { type: 'boolean' },
})

export const serverOnlineSeriesSchema: Schema = closedObject({
  slug: { type: 'string' },
  name: { type: 'string' },
  colorScheme: { type: 'string' },
  online: arrayOf({ type: ['integer', 'null'] }),
})

export const moveTargetSchema: Schema = closedObject({
  server: closedObject({ slug: { type: 'string' }, name: { type: 'string' } }),
  expiresAt: { type: 'string' },
  refusal: { type: ['string', 'null'] },
})

export const emailChangeStepSchema: Schema = closedObject({
  step: { type: 'string' },
  steps: arrayOf({ type: 'string' }),
  newEmail: { type: ['string', 'null'] },
  codeExpiresAt: { type: ['string', 'null'] },
  resendAvailableAt: { type: ['string', 'null'] },
})

export const friendSchema: Schema = closedObject({
  login: { type: 'string' },
  avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
  since: { type: 'string' },
})

export const avatarSchema: Schema = closedObject({
  id: { type: 'string' },
  width: { type: 'integer' },
  height: { type: 'integer' },
  crop: cropSchema,
  original: { type: 'string' },
})

export const userSchema: Schema = closedObject({
  id: { type: 'integer' },
  login: { type: 'string' },
  avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
  referralCode: { type: 'string' },
})

export const playtimeSchema: Schema = closedObject({
  resolution: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  totalHours: { type: 'number' },
  points: arrayOf(closedObject({ at: { type: 'string' }, hours: { type: 'number' } })),
})

export const serverStatusSchema: Schema = closedObject({
  up: { type: 'boolean' },
  online: { type: 'integer' },
  max: { type: 'integer' },
  version: { type: ['string', 'null'] },
  latencyMs: { type: ['integer', 'null'] },
  tps: { type: 'number' },
  checkedAt: { type: ['string', 'null'] },
  changedAt: { type: ['string', 'null'] },
})

export const onlineStatisticsSchema: Schema = closedObject({
  period: { type: 'string' },
  timestamps: arrayOf({ type: 'integer' }),
  servers: arrayOf(serverOnlineSeriesSchema),
})

export const sessionCredentialsSchema: Schema = closedObject({
  accessId: { type: 'string' },
  accessToken: { type: 'string' },
  user: userSchema,
})

export const emailChangeSchema: Schema = closedObject({
  email: { type: 'string' },
  verified: { type: 'boolean' },
  verification: closedObject({ resendAvailableAt: { type: ['string', 'null'] } }),
  change: emailChangeStepSchema,
})

/** A delivery's fields as the outbox shows them; the player's list narrows some of them. */
export const deliveryProperties = {
  id: { type: 'string' },
  server: serverSchema,
  nickname: { type: 'string' },
  label: { type: 'string' },
  command: { type: 'string' },
  requiresOnline: { type: 'boolean' },
  state: { type: 'string' },
  transport: { type: ['string', 'null'] },
  attempts: { type: 'integer' },
  lastError: { type: ['string', 'null'] },
  output: { type: ['string', 'null'] },
  createdAt: { type: 'string' },
  sentAt: { type: ['string', 'null'] },
  finishedAt: { type: ['string', 'null'] },
}

export const deliverySchema: Schema = closedObject(deliveryProperties)

export const lookSchema: Schema = closedObject({
  avatarOrSkin: avatarOrSkinSchema,
  skin: skinSchema,
  cape: closedObject({ id: { type: 'string' }, texture: { type: 'string' } }, { nullable: true }),
  avatar: { ...avatarSchema, type: ['object', 'null'] },
})

export const terminatedSessionsSchema: Schema = closedObject({ terminated: { type: 'integer' } })

export const verificationSchema: Schema = closedObject({
  resendAvailableAt: { type: ['string', 'null'] },
})

export const botAvailabilitySchema: Schema = closedObject({
  available: { type: 'boolean' },
  live: { type: 'boolean' },
})

export const botsSchema: Schema = closedObject({
  telegram: botAvailabilitySchema,
  vk: botAvailabilitySchema,
})

export const privacySettingsSchema: Schema = closedObject({ privacy: privacySchema })

export const claimIntervalSchema: Schema = closedObject({
  value: { type: 'integer' },
  unit: { type: 'string' },
})

export const kitItemSchema: Schema = closedObject({
  name: { type: 'string' },
  amount: { type: 'integer' },
})

export const visitRecordedSchema: Schema = closedObject({ recorded: { type: 'boolean' } })

export const slugNameSchema: Schema = closedObject({
  slug: { type: 'string' },
  name: { type: 'string' },
})

export const playtimeAnswerSchema: Schema = closedObject({ playtime: playtimeSchema })

export const avatarLooksSchema: Schema = closedObject({
  avatarOrSkin: avatarOrSkinSchema,
  skin: { ...skinSchema, type: ['object', 'null'] },
  cape: closedObject({ id: { type: 'string' }, texture: { type: 'string' } }, { nullable: true }),
  avatar: avatarSchema,
})

export const friendshipSchema: Schema = closedObject({
  status: { type: 'string' },
  friend: closedObject({ login: { type: 'string' } }),
})

export const loginSchema: Schema = closedObject({ login: { type: 'string' } })

export const twoFactorSettingsSchema: Schema = closedObject({
  enabled: { type: 'boolean' },
  type: { type: 'integer' },
  bot: { type: ['string', 'null'] },
  linkedAt: { type: ['string', 'null'] },
  enrollment: closedObject(
    {
      bot: { type: 'string' },
      command: { type: 'string' },
      botUrl: { type: 'string' },
      expiresAt: { type: 'string' },
    },
    { nullable: true }
  ),
  bots: botsSchema,
})

/** A profile's cover as pages draw it (CoverView): `art` is its image's URL. */
export const coverSchema: Schema = closedObject({
  glow: { enum: [...COVER_GLOWS, null] },
  style: { enum: [...COVER_STYLES, null] },
  art: { type: ['string', 'null'] },
})
