import type { ApiOperations } from '#openapi/types'
import {
  avatarLooksSchema,
  avatarOrSkinSchema,
  avatarSchema,
  coverSchema,
  friendSchema,
  friendshipSchema,
  lookSchema,
  metaSchema,
  playtimeAnswerSchema,
  roleBadgeSchema,
  skinSchema,
  slugNameSchema,
} from '#openapi/shapes'
import { showPlaytimeRangeValidator, showPlaytimeValidator } from '#validators/players/playtime'
import { showTopValidator } from '#validators/players/top'
import { indexSearchValidator } from '#validators/players/search'
import { indexBanValidator } from '#validators/players/ban'
import { friendLoginValidator, listFriendsValidator } from '#validators/players/friend'
import {
  cropAvatarValidator,
  lookKindValidator,
  updateSkinModelValidator,
  uploadAvatarValidator,
  uploadCapeValidator,
  uploadSkinValidator,
} from '#validators/players/look'
import { createProfileLikeValidator } from '#validators/players/profile_like'

/** One line of a top (TopPageTransformer): playtime in hours, other values as counted. */
const topEntrySchema = {
  type: 'object',
  properties: {
    place: { type: 'integer' },
    login: { type: 'string' },
    avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
    registered: { type: 'boolean' },
    value: { type: 'number' },
  },
  required: ['place', 'login', 'avatarOrSkin', 'registered', 'value'],
  additionalProperties: false,
}

/** A page of a top; `server` is null in the global one, `own` when the viewer has no place. */
const topSchema = {
  type: 'object',
  properties: {
    top: {
      type: 'object',
      properties: {
        type: { type: 'string' },
        period: { type: 'string' },
        server: {
          type: ['object', 'null'],
          properties: { slug: { type: 'string' }, name: { type: 'string' } },
          required: ['slug', 'name'],
          additionalProperties: false,
        },
        data: { type: 'array', items: topEntrySchema },
        meta: metaSchema,
        own: { ...topEntrySchema, type: ['object', 'null'] },
      },
      required: ['type', 'period', 'server', 'data', 'meta', 'own'],
      additionalProperties: false,
    },
  },
  required: ['top'],
  additionalProperties: false,
}

export const players: ApiOperations = {
  'api.players.profiles.show': {
    summary: "A player's profile",
    access: 'optional',
    responses: {
      '200': {
        type: 'object',
        properties: {
          player: {
            type: 'object',
            properties: {
              login: { type: 'string' },
              avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
              registered: { type: 'boolean' },
              registeredAt: { type: ['string', 'null'] },
              firstSeenAt: { type: ['string', 'null'] },
              online: { type: ['boolean', 'null'] },
              onlineServers: { type: 'array', items: { type: 'string' } },
              serverNames: { type: 'object', additionalProperties: { type: 'string' } },
              likes: { type: 'integer' },
              liked: { type: 'boolean' },
              places: {
                type: 'object',
                properties: { likes: { type: ['integer', 'null'] } },
                required: ['likes'],
                additionalProperties: false,
              },
              friendship: { type: ['string', 'null'] },
              hidden: { type: 'array', items: { type: 'string' } },
              concealed: { type: 'array', items: { type: 'string' } },
              cover: coverSchema,
            },
            required: [
              'login',
              'avatarOrSkin',
              'registered',
              'registeredAt',
              'firstSeenAt',
              'online',
              'onlineServers',
              'serverNames',
              'likes',
              'liked',
              'places',
              'friendship',
              'hidden',
              'concealed',
              'cover',
            ],
            additionalProperties: false,
          },
        },
        required: ['player'],
        additionalProperties: false,
      },
    },
    errors: [404],
  },
  'api.players.statistics.show': {
    summary: "A player's game statistics",
    access: 'optional',
    responses: {
      '200': {
        type: 'object',
        properties: {
          statistics: {
            type: 'object',
            properties: {
              server: {
                type: ['object', 'null'],
                properties: { slug: { type: 'string' }, name: { type: 'string' } },
                required: ['slug', 'name'],
                additionalProperties: false,
              },
              hoursPlayed: {
                type: 'object',
                properties: {
                  total: { type: 'number' },
                  month: { type: 'number' },
                  year: { type: 'number' },
                },
                required: ['total', 'month', 'year'],
                additionalProperties: false,
              },
              secondsPlayed: { type: 'integer' },
              daysOnline: {
                type: 'object',
                properties: { month: { type: 'integer' }, year: { type: 'integer' } },
                required: ['month', 'year'],
                additionalProperties: false,
              },
              places: {
                type: 'object',
                properties: {
                  playtime: {
                    type: 'object',
                    properties: {
                      allTime: { type: ['integer', 'null'] },
                      month: { type: ['integer', 'null'] },
                    },
                    required: ['allTime', 'month'],
                    additionalProperties: false,
                  },
                  coins: { type: ['integer', 'null'] },
                },
                required: ['playtime', 'coins'],
                additionalProperties: false,
              },
              stats: {
                type: 'object',
                properties: {
                  blocksBroken: { type: 'integer' },
                  blocksPlaced: { type: 'integer' },
                  playersKilled: { type: 'integer' },
                  mobsKilled: { type: 'integer' },
                  deaths: { type: 'integer' },
                  experience: { type: 'integer' },
                  chatMessages: { type: 'integer' },
                  caseOpenings: { type: 'integer' },
                },
                required: [
                  'blocksBroken',
                  'blocksPlaced',
                  'playersKilled',
                  'mobsKilled',
                  'deaths',
                  'experience',
                  'chatMessages',
                  'caseOpenings',
                ],
                additionalProperties: false,
              },
            },
            required: ['server', 'hoursPlayed', 'secondsPlayed', 'daysOnline', 'places', 'stats'],
            additionalProperties: false,
          },
        },
        required: ['statistics'],
        additionalProperties: false,
      },
    },
    errors: [403, 404],
  },
  'api.players.roles.index': {
    summary: "A player's roles",
    access: 'optional',
    responses: {
      '200': {
        type: 'object',
        properties: {
          login: { type: 'string' },
          roles: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'string' },
                kind: { type: 'string' },
                server: slugNameSchema,
                item: roleBadgeSchema,
                state: { type: 'string' },
                startsAt: { type: 'string' },
                expiresAt: { type: ['string', 'null'] },
              },
              required: ['id', 'kind', 'server', 'item', 'state', 'startsAt', 'expiresAt'],
              additionalProperties: false,
            },
          },
        },
        required: ['login', 'roles'],
        additionalProperties: false,
      },
    },
    errors: [403, 404],
  },
  'api.players.playtimes.show': {
    summary: "A player's playtime by period",
    access: 'optional',
    input: showPlaytimeValidator,
    responses: {
      '200': playtimeAnswerSchema,
    },
    errors: [400, 403, 404],
  },
  'api.players.playtime_ranges.show': {
    summary: "A player's playtime in a time range",
    access: 'optional',
    input: showPlaytimeRangeValidator,
    responses: {
      '200': playtimeAnswerSchema,
    },
    errors: [400, 403],
  },
  'api.players.tops.show': {
    summary: 'Global top by a statistic',
    access: 'optional',
    input: showTopValidator,
    responses: {
      '200': topSchema,
    },
    errors: [400, 404],
  },
  'api.players.server_tops.show': {
    summary: "A server's top by a statistic",
    access: 'optional',
    input: showTopValidator,
    responses: {
      '200': topSchema,
    },
    errors: [400, 404],
  },
  'api.players.searches.index': {
    summary: 'Search players by nickname',
    access: 'optional',
    input: indexSearchValidator,
    responses: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                login: { type: 'string' },
                avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
                registered: { type: 'boolean' },
                online: { type: 'boolean' },
              },
              required: ['login', 'avatarOrSkin', 'registered', 'online'],
              additionalProperties: false,
            },
          },
        },
        required: ['data'],
        additionalProperties: false,
      },
    },
    errors: [400],
  },
  'api.players.bans.index': {
    summary: 'Ban list',
    access: 'player',
    input: indexBanValidator,
    responses: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                server: slugNameSchema,
                login: { type: 'string' },
                avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
                bannedBy: { type: 'string' },
                reason: { type: 'string' },
                startsAt: { type: 'string' },
                endsAt: { type: ['string', 'null'] },
                status: { type: 'string' },
                liftedAt: { type: ['string', 'null'] },
                liftedBy: { type: ['string', 'null'] },
              },
              required: [
                'id',
                'server',
                'login',
                'avatarOrSkin',
                'bannedBy',
                'reason',
                'startsAt',
                'endsAt',
                'status',
                'liftedAt',
                'liftedBy',
              ],
              additionalProperties: false,
            },
          },
          meta: metaSchema,
        },
        required: ['data', 'meta'],
        additionalProperties: false,
      },
    },
    errors: [400, 401, 404],
  },
  'api.players.friends.index': {
    summary: "A player's friends",
    access: 'optional',
    input: listFriendsValidator,
    responses: {
      '200': {
        type: 'object',
        properties: { data: { type: 'array', items: friendSchema }, meta: metaSchema },
        required: ['data', 'meta'],
        additionalProperties: false,
      },
    },
    errors: [400, 403, 404],
  },
  'api.players.looks.show': {
    summary: "The player's skin, cape and avatar",
    access: 'player',
    responses: { '200': lookSchema },
    errors: [401],
  },
  'api.players.skins.store': {
    summary: 'Upload a skin',
    access: 'player',
    input: uploadSkinValidator,
    multipart: true,
    responses: { '200': lookSchema },
    errors: [400, 401, 413, 415],
  },
  'api.players.skins.update': {
    summary: 'Set the skin model',
    access: 'player',
    input: updateSkinModelValidator,
    responses: { '200': lookSchema },
    errors: [400, 401],
  },
  'api.players.capes.store': {
    summary: 'Upload a cape',
    access: 'player',
    input: uploadCapeValidator,
    multipart: true,
    responses: {
      '200': {
        type: 'object',
        properties: {
          avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
          skin: { ...skinSchema, type: ['object', 'null'] },
          cape: {
            type: 'object',
            properties: { id: { type: 'string' }, texture: { type: 'string' } },
            required: ['id', 'texture'],
            additionalProperties: false,
          },
          avatar: { ...avatarSchema, type: ['object', 'null'] },
        },
        required: ['avatarOrSkin', 'skin', 'cape', 'avatar'],
        additionalProperties: false,
      },
    },
    errors: [400, 401, 415],
  },
  'api.players.avatars.store': {
    summary: 'Upload an avatar',
    access: 'player',
    input: uploadAvatarValidator,
    multipart: true,
    responses: {
      '200': avatarLooksSchema,
    },
    errors: [400, 401, 413],
  },
  'api.players.avatar_crops.store': {
    summary: 'Crop the uploaded avatar',
    access: 'player',
    input: cropAvatarValidator,
    responses: {
      '200': avatarLooksSchema,
    },
    errors: [400, 401, 404, 422],
  },
  'api.players.looks.destroy': {
    summary: 'Delete the skin, cape or avatar',
    access: 'player',
    input: lookKindValidator,
    responses: {
      '200': {
        type: 'object',
        properties: {
          avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
          skin: { ...skinSchema, type: ['object', 'null'] },
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
      },
    },
    errors: [400, 401],
  },
  'api.players.look_rollbacks.store': {
    summary: 'Restore the previous skin, cape or avatar',
    access: 'player',
    input: lookKindValidator,
    responses: { '200': lookSchema },
    errors: [400, 401, 409],
  },
  'api.players.friend_requests.index': {
    summary: 'Friend requests received and sent',
    access: 'player',
    responses: {
      '200': {
        type: 'object',
        properties: {
          incoming: { type: 'array', items: friendSchema },
          outgoing: { type: 'array', items: friendSchema },
        },
        required: ['incoming', 'outgoing'],
        additionalProperties: false,
      },
    },
    errors: [401],
  },
  'api.players.friend_requests.store': {
    summary: 'Send a friend request',
    access: 'player',
    input: friendLoginValidator,
    responses: {
      '200': friendshipSchema,
    },
    errors: [400, 401, 404, 409, 429],
  },
  'api.players.friend_requests.destroy': {
    summary: 'Decline or withdraw a friend request',
    access: 'player',
    input: friendLoginValidator,
    responses: {
      '200': friendshipSchema,
    },
    errors: [400, 401, 404],
  },
  'api.players.friends.store': {
    summary: 'Accept a friend request',
    access: 'player',
    input: friendLoginValidator,
    responses: {
      '200': friendshipSchema,
    },
    errors: [400, 401, 404],
  },
  'api.players.friends.destroy': {
    summary: 'Remove a friend',
    access: 'player',
    input: friendLoginValidator,
    responses: {
      '200': friendshipSchema,
    },
    errors: [400, 401, 404],
  },
  'api.players.profile_likes.store': {
    summary: 'Like a profile',
    access: 'player',
    input: createProfileLikeValidator,
    responses: {
      '200': {
        type: 'object',
        properties: {
          login: { type: 'string' },
          liked: { type: 'boolean' },
          likes: { type: 'integer' },
          place: { type: ['integer', 'null'] },
        },
        required: ['login', 'liked', 'likes', 'place'],
        additionalProperties: false,
      },
    },
    errors: [400, 401, 404, 429],
  },
}
