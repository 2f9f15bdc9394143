/*
| Two-factor confirmation through bots (spec §3, §4; issue #12): the
| types, the one-time command, the buttons' callback data and the limits.
*/

/** spec §3: type 0 none, 1 Telegram, 2 VK. */
export const TWO_FACTOR_TYPES = { none: 0, telegram: 1, vk: 2 } as const
export type BotKind = 'telegram' | 'vk'
export const BOT_KINDS: readonly BotKind[] = ['telegram', 'vk']

export function twoFactorType(kind: BotKind | null) {
  return kind ? TWO_FACTOR_TYPES[kind] : TWO_FACTOR_TYPES.none
}

export function isBotKind(value: unknown): value is BotKind {
  return value === 'telegram' || value === 'vk'
}

/** A login waits this long for the bot's confirm; a link command is valid this long. */
export const CHALLENGE_TTL_MINUTES = 5
export const ENROLLMENT_TTL_MINUTES = 15

/** The command a player sends the bot to link it: `/start <code>` (Telegram) or `2fa <code>` (VK). */
export function linkCommand(kind: BotKind, code: string) {
  return kind === 'telegram' ? `/start ${code}` : `2fa ${code}`
}

/** The link code in a message to a bot, or null: `/start CODE`, `2fa CODE` or the bare code. */
export function linkCodeIn(text: unknown): string | null {
  if (typeof text !== 'string') return null
  const match = /^\s*(?:\/start(?:@\w+)?\s+|2fa\s+)?([A-Za-z0-9_-]{16,64})\s*$/i.exec(text)
  return match?.[1] ?? null
}

export type BotAction = 'confirm' | 'deny' | 'not_me'
const ACTION_CODES: Record<BotAction, string> = { confirm: 'c', deny: 'd', not_me: 'n' }

/** A button's callback data (Telegram allows 64 bytes): `2fa:c:<uuid>`. */
export function callbackData(action: BotAction, id: string) {
  return `2fa:${ACTION_CODES[action]}:${id}`
}

/** The action and id a pressed button names, or null for anything else. */
export function parseCallbackData(data: unknown): { action: BotAction; id: string } | null {
  if (typeof data !== 'string') return null
  const match = /^2fa:([cdn]):([0-9a-f-]{36})$/.exec(data)
  if (!match) return null
  const action = (Object.keys(ACTION_CODES) as BotAction[]).find(
    (key) => ACTION_CODES[key] === match[1]
  )!
  return { action, id: match[2] }
}

/** The language of a Telegram user's client (`en…` → en), else Russian. */
export function botLocale(languageCode: unknown): 'ru' | 'en' {
  return typeof languageCode === 'string' && languageCode.toLowerCase().startsWith('en')
    ? 'en'
    : 'ru'
}
