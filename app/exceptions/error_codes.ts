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
  rateLimited: 429,
  serverError: 500,
} as const

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
