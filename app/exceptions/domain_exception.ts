import { Exception } from '@adonisjs/core/exceptions'
import { ERROR_CODES, type ErrorCode } from '#exceptions/error_codes'

export type DomainExceptionOptions = {
  status?: number
  errorCode?: ErrorCode
  /** `details.type` of the §8 body: the field or cause the client can react to. */
  type?: string
  /** Values for the translated message. */
  data?: Record<string, unknown>
  /** The form field at fault: pages show the message under it instead of as a notice. */
  field?: string
  /** More of `details` for the client (spec §8 -7: the pending confirmation). */
  details?: Record<string, unknown>
  /** Pages go to this route (the request's language) instead of back. */
  pageRoute?: string
}

/**
 * A broken domain rule. Services throw subclasses; the exception handler
 * turns them into the §8 JSON body on the API and a flashed, translated
 * notice on pages.
 */
export default class DomainException extends Exception {
  static status = 400

  readonly errorCode: ErrorCode
  readonly translationKey: string
  readonly type: string
  readonly data: Record<string, unknown>
  readonly field: string | undefined
  readonly details: Record<string, unknown>
  readonly pageRoute: string | undefined

  constructor(translationKey: string, options: DomainExceptionOptions = {}) {
    super(translationKey, { status: options.status ?? 400 })
    this.translationKey = translationKey
    this.errorCode = options.errorCode ?? ERROR_CODES.badRequest
    this.type = options.type ?? translationKey.split('.').at(-1)!
    this.data = options.data ?? {}
    this.field = options.field
    this.details = options.details ?? {}
    this.pageRoute = options.pageRoute
  }

  /** The message's values in the request's language; subclasses naming stored ru/en text pick one. */
  dataFor(_locale: string): Record<string, unknown> {
    return this.data
  }
}

/** One row of a refusal table: the status, the §8 code and the form field at fault. */
export type Refusal = { status: number; code: ErrorCode; field: string }

/** A refusal's options, the reason as `details.type` (store purchases, role transfers). */
export function refusalOptions(
  refusal: Refusal,
  reason: string,
  details: Record<string, unknown>
): DomainExceptionOptions {
  return {
    status: refusal.status,
    errorCode: refusal.code,
    type: reason,
    field: refusal.field,
    details,
  }
}
