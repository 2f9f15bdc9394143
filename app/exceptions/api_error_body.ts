import type { ErrorCode } from '#exceptions/error_codes'

/**
 * The error body of spec §8: `error`, `error_code`, `error_message` and
 * `details {type, description}`; validation adds every failing field.
 */
export function apiErrorBody(input: {
  error: string
  code: ErrorCode
  message: string
  type: string
  fields?: { field: string; message: string }[]
  /** Further `details` a cause carries (never `type` or `description`). */
  extra?: Record<string, unknown>
}) {
  const details: {
    type: string
    description: string
    fields?: Record<string, string[]>
    [key: string]: unknown
  } = { ...input.extra, type: input.type, description: input.message }
  if (input.fields) {
    details.fields = {}
    for (const { field, message } of input.fields) (details.fields[field] ??= []).push(message)
  }
  return { error: input.error, error_code: input.code, error_message: input.message, details }
}
