/*
| Stable `error_code` values of the JSON API (spec §8). Clients switch on
| these numbers, so a value never changes meaning. Listed in docs/api.md.
*/
export const ERROR_CODES = {
  /** The client shows nothing (spec §8). */
  silent: 1,
  /** A pending two-factor confirmation: the client stores it and opens the 2FA page. */
  twoFactorRequired: -7,
  badRequest: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  /** A file upload (multipart body) sent to an address that takes no files. */
  unsupportedMediaType: 415,
  rateLimited: 429,
  serverError: 500,

  /* Platform: requests (1000–1099). */
  /** The body could not be read: broken or non-object JSON, an unknown charset, a broken form. */
  unreadableBody: 1001,

  /* Accounts: auth (1100–1199). */
  /** The nickname belongs to another account (ignoring case). */
  nicknameTaken: 1101,
  /** The e-mail belongs to another account. */
  emailTaken: 1102,
  /** Unknown login, wrong password or an account without a password: one answer for all. */
  invalidCredentials: 1103,
  /** The captcha was missing, refused or scored as a bot. */
  captchaFailed: 1104,
  /** The captcha service could not be reached. */
  captchaUnavailable: 1105,
  /** The legacy login and access token match no unused legacy token. */
  legacyTokenInvalid: 1106,

  /* Accounts: sessions, password, history (1200–1299). */
  /** The current session cannot be ended from the session list: log out instead. */
  currentSessionEnd: 1201,
  /** The current password given to change the password is wrong. */
  wrongCurrentPassword: 1202,

  /* Accounts: mail — password reset, e-mail verification and change (1300–1399). */
  /** The password reset link is unknown (mistyped or never sent). */
  resetLinkInvalid: 1301,
  /** The password reset link has expired: request a new one. */
  resetLinkExpired: 1302,
  /** The password reset link was already used. */
  resetLinkUsed: 1303,
  /* 1304, 1305: the verification link's problems, now told by its page; not to be reused. */
  /** The account's e-mail is already verified. */
  emailAlreadyVerified: 1306,
  /** No e-mail change code is waiting to be entered: request one first. */
  emailCodeMissing: 1307,
  /** The e-mail change code is wrong; the message says how many tries are left. */
  emailCodeWrong: 1308,
  /** The e-mail change code has expired: request a new one. */
  emailCodeExpired: 1309,
  /** Too many wrong codes: this code is void, request a new one. */
  emailCodeExhausted: 1310,
  /** The new e-mail is the account's current one. */
  emailUnchanged: 1311,
  /** The e-mail change is on another step (e.g. the current address is not confirmed yet). */
  emailChangeStep: 1312,
  /** The account has no e-mail to verify. */
  noEmail: 1313,

  /* Network: game API (1400–1449), docs/game-api.md. */
  /** The game API key is missing or names no server. */
  gameKeyInvalid: 1401,
  /** The key's server is disabled. */
  gameServerDisabled: 1402,
  /** An event of a batch has a wrong shape or value (rejected alone, `field` says where). */
  gameEventInvalid: 1410,
  /** An event's `type` is none of the known ones. */
  gameEventTypeUnknown: 1411,
  /** A stats delta is not a whole number from 0 to 1 000 000 000, or is unknown. */
  gameStatsDeltaInvalid: 1412,
  /** An event's `at` is more than 10 minutes ahead of the site's clock. */
  gameEventInFuture: 1413,
} as const

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
