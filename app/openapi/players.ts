import type { ApiOperations } from '#openapi/types'
import {
  arrayOf,
  closedObject,
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
const topEntrySchema = closedObject({
  place: { type: 'integer' },
  login: { type: 'string' },
  avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
  registered: { type: 'boolean' },
  value: { type: 'number' },
})

/** A page of a top; `server` is null in the global one, `own` when the viewer has no place. */
const topSchema = closedObject({
  top: closedObject({
    type: { type: 'string' },
    period: { type: 'string' },
    server: closedObject(
      { slug: { type: 'string' }, name: { type: 'string' } },
      { nullable: true }
    ),
    data: arrayOf(topEntrySchema),
    meta: metaSchema,
    own: { ...topEntrySchema, type: ['object', 'null'] },
  }),
})

export const players: ApiOperations = {
  'api.players.profiles.show': {
    summary: "A player's profile",
    access: 'optional',
    responses: {
      '200': closedObject({
        player: closedObject({
          login: { type: 'string' },
          avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
          registered: { type: 'boolean' },
          registeredAt: { type: ['string', 'null'] },
          firstSeenAt: { type: ['string', 'null'] },
          online: { type: ['boolean', 'null'] },
          onlineServers: arrayOf({ type: 'string' }),
          serverNames: { type: 'object', additionalProperties: { type: 'string' } },
          likes: { type: 'integer' },
          liked: { type: 'boolean' },
          places: closedObject({ likes: { type: ['integer', 'null'] } }),
          friendship: { type: ['string', 'null'] },
          hidden: arrayOf({ type: 'string' }),
          concealed: arrayOf({ type: 'string' }),
          cover: coverSchema,
        }),
      }),
    },
    errors: [404],
  },
  'api.players.statistics.show': {
    summary: "A player's game statistics",
    access: 'optional',
    responses: {
      '200': closedObject({
        statistics: closedObject({
          server: closedObject(
            { slug: { type: 'string' }, name: { type: 'string' } },
            { nullable: true }
          ),
          hoursPlayed: closedObject({
            total: { type: 'number' },
            month: { type: 'number' },
            year: { type: 'number' },
          }),
          secondsPlayed: { type: 'integer' },
          daysOnline: closedObject({ month: { type: 'integer' }, year: { type: 'integer' } }),
          places: closedObject({
            playtime: closedObject({
              allTime: { type: ['integer', 'null'] },
              month: { type: ['integer', 'null'] },
            }),
            coins: { type: ['integer', 'null'] },
          }),
          stats: closedObject({
            blocksBroken: { type: 'integer' },
            blocksPlaced: { type: 'integer' },
            playersKilled: { type: 'integer' },
            mobsKilled: { type: 'integer' },
            deaths: { type: 'integer' },
            experience: { type: 'integer' },
            chatMessages: { type: 'integer' },
            caseOpenings: { type: 'integer' },
          }),
        }),
      }),
    },
    errors: [403, 404],
  },
  'api.players.roles.index': {
    summary: "A player's roles",
    access: 'optional',
    responses: {
      '200': closedObject({
        login: { type: 'string' },
        roles: arrayOf(
          closedObject({
            id: { type: 'string' },
            kind: { type: 'string' },
            server: slugNameSchema,
            item: roleBadgeSchema,
            state: { type: 'string' },
            startsAt: { type: 'string' },
            expiresAt: { type: ['string', 'null'] },
          })
        ),
      }),
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
      '200': closedObject({
        data: arrayOf(
          closedObject({
            login: { type: 'string' },
            avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
            registered: { type: 'boolean' },
            online: { type: 'boolean' },
          })
        ),
      }),
    },
    errors: [400],
  },
  'api.players.bans.index': {
    summary: 'Ban list',
    access: 'player',
    input: indexBanValidator,
    responses: {
      '200': closedObject({
        data: arrayOf(
          closedObject({
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
          })
        ),
        meta: metaSchema,
      }),
    },
    errors: [400, 401, 404],
  },
  'api.players.friends.index': {
    summary: "A player's friends",
    access: 'optional',
    input: listFriendsValidator,
    responses: {
      '200': closedObject({ data: arrayOf(friendSchema), meta: metaSchema }),
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
      '200': closedObject({
        avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
        skin: { ...skinSchema, type: ['object', 'null'] },
        cape: closedObject({ id: { type: 'string' }, texture: { type: 'string' } }),
        avatar: { ...avatarSchema, type: ['object', 'null'] },
      }),
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
      '200': closedObject({
        avatarOrSkin: { ...avatarOrSkinSchema, type: ['object', 'null'] },
        skin: { ...skinSchema, type: ['object', 'null'] },
        cape: closedObject(
          { id: { type: 'string' }, texture: { type: 'string' } },
          { nullable: true }
        ),
        avatar: { ...avatarSchema, type: ['object', 'null'] },
      }),
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
      '200': closedObject({
        incoming: arrayOf(friendSchema),
        outgoing: arrayOf(friendSchema),
      }),
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
      '200': closedObject({
        login: { type: 'string' },
        liked: { type: 'boolean' },
        likes: { type: 'integer' },
        place: { type: ['integer', 'null'] },
      }),
    },
    errors: [400, 401, 404, 429],
  },
}
