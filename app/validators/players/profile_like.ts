import vine from '@vinejs/vine'
import { playerLogin } from '#validators/players/friend'

/** `POST user/profile/like {login}` (spec §7): the nickname of the profile to like. */
export const createProfileLikeValidator = vine.create({ login: playerLogin() })
