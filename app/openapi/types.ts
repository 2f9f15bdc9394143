/** A JSON Schema (2020-12, as OpenAPI 3.1 takes it). */
export type Schema = { [keyword: string]: unknown }

/**
 * Who may call: anyone (no credentials read), anyone with the player's
 * token read when sent, a logged-in player, staff with a permission, or a
 * game server with its key.
 */
export type Access = 'public' | 'optional' | 'player' | 'staff' | 'server'

/** Anything VineJS compiled (`vine.create`), whose input the document takes from it. */
export type InputValidator = { toJSONSchema(): object }

/** One route of the JSON or game API, keyed by its route name. */
export type ApiOperation = {
  summary: string
  access: Access
  /** Query (GET) or body fields; `params` and `headers` become path and header parameters. */
  input?: InputValidator
  /** The body is multipart/form-data (file uploads). */
  multipart?: true
  /** Accepts an `Idempotency-Key` header (api.md §Idempotency). */
  idempotent?: true
  /** Media type of the success bodies when not JSON. */
  media?: string
  /** Success statuses and their body (JSON unless `media`); null for no body. */
  responses: { [status: number]: Schema | null }
  /** Failure statuses, each with the §8 error body. */
  errors: number[]
}

export type ApiOperations = { [routeName: string]: ApiOperation }
