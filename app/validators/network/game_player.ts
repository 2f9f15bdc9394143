import vine from '@vinejs/vine'

/** Minecraft names: 1–16 Latin letters, digits or `_` (older accounts have short ones). */
export const GAME_NICKNAME = /^[A-Za-z0-9_]{1,16}$/

/** A nickname as a game server sends it. */
export function gameNicknameRule() {
  return vine.string().trim().regex(GAME_NICKNAME)
}

/** The player's game UUID, when the server sends it. */
export function gameUuidRule() {
  return vine.string().trim().uuid().nullable().optional()
}
