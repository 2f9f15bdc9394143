import vine from '@vinejs/vine'
import { NICKNAME } from '#domain/accounts/credentials'

/** The other player's nickname, as the game names players. */
export const playerLogin = () =>
  vine.string().trim().minLength(1).maxLength(NICKNAME.maxLength).regex(NICKNAME.pattern)

/** A friend request, acceptance, decline or removal: the other player's nickname. */
export const friendLoginValidator = vine.create({ login: playerLogin() })

/** `?page=&perPage=` of a friends list (docs/api.md lists). */
export const listFriendsValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(10_000).optional(),
  perPage: vine.number().withoutDecimals().min(1).max(100).optional(),
})
