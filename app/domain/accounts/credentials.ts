/*
| Rules of the account credentials (issue #4), shared by the validators, the
| services and the pages. Pure: no I/O, no framework.
*/

/** Game-name rules: 3–16 Latin letters, digits or underscores; unique ignoring case. */
export const NICKNAME = {
  minLength: 3,
  maxLength: 16,
  pattern: /^[A-Za-z0-9_]+$/,
} as const

/** Length only (NIST SP 800-63B): long passphrases welcome, no composition rules. */
export const PASSWORD = {
  minLength: 8,
  maxLength: 128,
} as const

/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL = {
  maxLength: 254,
} as const

export type NicknameProblem = 'too_short' | 'too_long' | 'invalid_characters'
export type PasswordProblem = 'too_short' | 'too_long'

/** What is wrong with a nickname, or null when it follows the game-name rules. */
export function checkNickname(value: string): NicknameProblem | null {
  if (value.length < NICKNAME.minLength) return 'too_short'
  if (value.length > NICKNAME.maxLength) return 'too_long'
  if (!NICKNAME.pattern.test(value)) return 'invalid_characters'
  return null
}

/** What is wrong with a password, or null when it is acceptable. */
export function checkPassword(value: string): PasswordProblem | null {
  if (value.length < PASSWORD.minLength) return 'too_short'
  if (value.length > PASSWORD.maxLength) return 'too_long'
  return null
}

/** The key that makes nicknames unique ignoring case (`users.nickname_key`). */
export function nicknameKey(nickname: string) {
  return nickname.toLowerCase()
}

/** E-mails are stored and compared lower-cased and without surrounding spaces. */
export function normalizeEmail(email: string) {
  return email.trim().toLowerCase()
}

/**
 * A login is a nickname or an e-mail (spec §7): nicknames cannot contain
 * `@`, so the presence of one decides. Returns the column to search and
 * the normalised value, or null when the value cannot name any account.
 */
export function parseLogin(
  login: string
): { column: 'email'; value: string } | { column: 'nickname_key'; value: string } | null {
  const trimmed = login.trim()
  if (trimmed.includes('@')) {
    return trimmed.length <= EMAIL.maxLength
      ? { column: 'email', value: normalizeEmail(trimmed) }
      : null
  }
  return checkNickname(trimmed) === null
    ? { column: 'nickname_key', value: nicknameKey(trimmed) }
    : null
}
