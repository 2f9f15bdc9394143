import type { Schema } from '#openapi/types'
import { COVER_GLOWS, COVER_STYLES } from '#domain/accounts/covers'

/* Object shapes that more than one response carries, named after the field that holds them. */
export const cropSchema: Schema = {
  type: 'object',
  properties: {
    x: { type: 'integer' },
    y: { type: 'integer' },
    size: { type: 'integer' },
  },
  required: ['x', 'y', 'size'],
  additionalProperties: false,
}

export const serverSchema: Schema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
  },
  required: ['id', 'slug', 'name'],
  additionalProperties: false,
}

export const documentRefSchema: Schema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    target: { type: 'string' },
    slug: { type: 'string' },
  },
  required: ['id', 'target', 'slug'],
  additionalProperties: false,
}

export const skinSchema: Schema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    model: { type: 'string' },
    texture: { type: 'string' },
  },
  required: ['id', 'model', 'texture'],
  additionalProperties: false,
}

export const avatarOrSkinSchema: Schema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    extension: { type: 'string' },
    type: { type: 'string' },
  },
  required: ['id', 'extension', 'type'],
  additionalProperties: false,
}

export const metaSchema: Schema = {
  type: 'object',
  properties: {
    page: { type: 'integer' },
    perPage: { type: 'integer' },
    total: { type: 'integer' },
  },
  required: ['page', 'perPage', 'total'],
  additionalProperties: false,
}

export const roleBadgeSchema: Schema = {
  type: 'object',
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    color: { type: 'string' },
    rank: { type: 'integer' },
  },
  required: ['slug', 'name', 'color', 'rank'],
  additionalProperties: false,
}

export const privacySchema: Schema = {
  type: 'object',
  properties: {
    statistics: { type: 'boolean' },
    friends: { type: 'boolean' },
    roles: { type: 'boolean' },
    online: { type: 'boolean' },
  },
  required: ['statistics', 'friends', 'roles', 'online'],
  additionalProperties: false,
}

export const serverOnlineSeriesSchema: Schema = {
  type: 'object',
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    colorScheme: { type: 'string' },
    online: { type: 'array', items: { type: ['integer', 'null'] } },
  },
  required: ['slug', 'name', 'colorScheme', 'online'],
  additionalProperties: false,
}

export const moveTargetSchema: Schema = {
  type: 'object',
  properties: {
    server: {
      type: 'object',
      properties: { slug: { type: 'string' }, name: { type: 'string' } },
      required: ['slug', 'name'],
      additionalProperties: false,
    },
    expiresAt: { type: 'string' },
    refusal: { type: ['string', 'null'] },
  },
  required: ['server', 'expiresAt', 'refusal'],
  additionalProperties: false,
}

export const emailChangeStepSchema: Schema = {
  type: 'object',
  properties: {
    step: { type: 'string' },
    steps: { type: 'array', items: { type: 'string' } },
    newEmail: { type: ['string', 'null'] },
    codeExpiresAt: { type: ['string', 'null'] },
    resendAvailableAt: { type: ['string', 'null'] },
  },
  required: ['step', 'steps', 'newEmail', 'codeExpiresAt', 'resendAvailableAt'],
  additionalProperties: false,
}

export const friendSchema: Schema = {
  type: 'object',
  properties: {
    login: { type: 'string' },
    avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
    since: { type: 'string' },
  },
  required: ['login', 'avatarOrSkin', 'since'],
  additionalProperties: false,
}

export const avatarSchema: Schema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    crop: cropSchema,
    original: { type: 'string' },
  },
  required: ['id', 'width', 'height', 'crop', 'original'],
  additionalProperties: false,
}

export const userSchema: Schema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    login: { type: 'string' },
    avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
    referralCode: { type: 'string' },
  },
  required: ['id', 'login', 'avatarOrSkin', 'referralCode'],
  additionalProperties: false,
}

export const playtimeSchema: Schema = {
  type: 'object',
  properties: {
    resolution: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    totalHours: { type: 'number' },
    points: {
      type: 'array',
      items: {
        type: 'object',
        properties: { at: { type: 'string' }, hours: { type: 'number' } },
        required: ['at', 'hours'],
        additionalProperties: false,
      },
    },
  },
  required: ['resolution', 'from', 'to', 'totalHours', 'points'],
  additionalProperties: false,
}

export const serverStatusSchema: Schema = {
  type: 'object',
  properties: {
    up: { type: 'boolean' },
    online: { type: 'integer' },
    max: { type: 'integer' },
    version: { type: ['string', 'null'] },
    latencyMs: { type: ['integer', 'null'] },
    tps: { type: 'number' },
    checkedAt: { type: ['string', 'null'] },
    changedAt: { type: ['string', 'null'] },
  },
  required: ['up', 'online', 'max', 'version', 'latencyMs', 'tps', 'checkedAt', 'changedAt'],
  additionalProperties: false,
}

export const onlineStatisticsSchema: Schema = {
  type: 'object',
  properties: {
    period: { type: 'string' },
    timestamps: { type: 'array', items: { type: 'integer' } },
    servers: { type: 'array', items: serverOnlineSeriesSchema },
  },
  required: ['period', 'timestamps', 'servers'],
  additionalProperties: false,
}

export const sessionCredentialsSchema: Schema = {
  type: 'object',
  properties: {
    accessId: { type: 'string' },
    accessToken: { type: 'string' },
    user: userSchema,
  },
  required: ['accessId', 'accessToken', 'user'],
  additionalProperties: false,
}

export const emailChangeSchema: Schema = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    verified: { type: 'boolean' },
    verification: {
      type: 'object',
      properties: { resendAvailableAt: { type: ['string', 'null'] } },
      required: ['resendAvailableAt'],
      additionalProperties: false,
    },
    change: emailChangeStepSchema,
  },
  required: ['email', 'verified', 'verification', 'change'],
  additionalProperties: false,
}

export const deliverySchema: Schema = {
  type: 'object',
  properties: {
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
  },
  required: [
    'id',
    'server',
    'nickname',
    'label',
    'command',
    'requiresOnline',
    'state',
    'transport',
    'attempts',
    'lastError',
    'output',
    'createdAt',
    'sentAt',
    'finishedAt',
  ],
  additionalProperties: false,
}

export const lookSchema: Schema = {
  type: 'object',
  properties: {
    avatarOrSkin: avatarOrSkinSchema,
    skin: skinSchema,
    cape: {
      type: ['object', 'null'],
      properties: { id: { type: 'string' }, texture: { type: 'string' } },
      required: ['id', 'texture'],
      additionalProperties: false,
    },
    avatar: { ...avatarSchema, type: ['object', 'null'] },
  },
  required: ['avatarOrSkin', 'skin', 'cape', 'avatar'],
  additionalProperties: false,
}

export const terminatedSessionsSchema: Schema = {
  type: 'object',
  properties: { terminated: { type: 'integer' } },
  required: ['terminated'],
  additionalProperties: false,
}

export const verificationSchema: Schema = {
  type: 'object',
  properties: { resendAvailableAt: { type: ['string', 'null'] } },
  required: ['resendAvailableAt'],
  additionalProperties: false,
}

export const botAvailabilitySchema: Schema = {
  type: 'object',
  properties: { available: { type: 'boolean' }, live: { type: 'boolean' } },
  required: ['available', 'live'],
  additionalProperties: false,
}

export const botsSchema: Schema = {
  type: 'object',
  properties: { telegram: botAvailabilitySchema, vk: botAvailabilitySchema },
  required: ['telegram', 'vk'],
  additionalProperties: false,
}

export const privacySettingsSchema: Schema = {
  type: 'object',
  properties: { privacy: privacySchema },
  required: ['privacy'],
  additionalProperties: false,
}

export const claimIntervalSchema: Schema = {
  type: 'object',
  properties: { value: { type: 'integer' }, unit: { type: 'string' } },
  required: ['value', 'unit'],
  additionalProperties: false,
}

export const kitItemSchema: Schema = {
  type: 'object',
  properties: { name: { type: 'string' }, amount: { type: 'integer' } },
  required: ['name', 'amount'],
  additionalProperties: false,
}

export const visitRecordedSchema: Schema = {
  type: 'object',
  properties: { recorded: { type: 'boolean' } },
  required: ['recorded'],
  additionalProperties: false,
}

export const slugNameSchema: Schema = {
  type: 'object',
  properties: { slug: { type: 'string' }, name: { type: 'string' } },
  required: ['slug', 'name'],
  additionalProperties: false,
}

export const playtimeAnswerSchema: Schema = {
  type: 'object',
  properties: { playtime: playtimeSchema },
  required: ['playtime'],
  additionalProperties: false,
}

export const avatarLooksSchema: Schema = {
  type: 'object',
  properties: {
    avatarOrSkin: avatarOrSkinSchema,
    skin: { ...skinSchema, type: ['object', 'null'] },
    cape: {
      type: ['object', 'null'],
      properties: { id: { type: 'string' }, texture: { type: 'string' } },
      required: ['id', 'texture'],
      additionalProperties: false,
    },
    avatar: avatarSchema,
  },
  required: ['avatarOrSkin', 'skin', 'cape', 'avatar'],
  additionalProperties: false,
}

export const friendshipSchema: Schema = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    friend: {
      type: 'object',
      properties: { login: { type: 'string' } },
      required: ['login'],
      additionalProperties: false,
    },
  },
  required: ['status', 'friend'],
  additionalProperties: false,
}

export const loginSchema: Schema = {
  type: 'object',
  properties: { login: { type: 'string' } },
  required: ['login'],
  additionalProperties: false,
}

export const twoFactorSettingsSchema: Schema = {
  type: 'object',
  properties: {
    enabled: { type: 'boolean' },
    type: { type: 'integer' },
    bot: { type: ['string', 'null'] },
    linkedAt: { type: ['string', 'null'] },
    enrollment: {
      type: ['object', 'null'],
      properties: {
        bot: { type: 'string' },
        command: { type: 'string' },
        botUrl: { type: 'string' },
        expiresAt: { type: 'string' },
      },
      required: ['bot', 'command', 'botUrl', 'expiresAt'],
      additionalProperties: false,
    },
    bots: botsSchema,
  },
  required: ['enabled', 'type', 'bot', 'linkedAt', 'enrollment', 'bots'],
  additionalProperties: false,
}

/** A profile's cover as pages draw it (CoverView): `art` is its image's URL. */
export const coverSchema: Schema = {
  type: 'object',
  properties: {
    glow: { enum: [...COVER_GLOWS, null] },
    style: { enum: [...COVER_STYLES, null] },
    art: { type: ['string', 'null'] },
  },
  required: ['glow', 'style', 'art'],
  additionalProperties: false,
}
