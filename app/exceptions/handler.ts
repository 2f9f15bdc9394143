import app from '@adonisjs/core/services/app'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { Exception } from '@adonisjs/core/exceptions'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { HttpError, StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import DomainException from '#exceptions/domain_exception'
import DatabaseBusyException, {
  DATABASE_RETRY_AFTER_SECONDS,
} from '#exceptions/database_busy_exception'
import { databaseUnavailable } from '#data/database_errors'
import TwoFactorRequiredException from '#exceptions/two_factor_required_exception'
import { TWO_FACTOR_PENDING_KEY } from '#middleware/guard_middleware'
import { ERROR_CODES, type ErrorCode } from '#exceptions/error_codes'
import { apiErrorBody } from '#exceptions/api_error_body'
import { isApiRequest, loginRedirectPath, routeUrl } from '#http/request'

/**
 * flydrive's refusals of a key the local disk's file route (`/uploads/*`) was asked for: a
 * climb out of the disk (`..%2f`) or a NUL. The file is simply not there (404), and the
 * internal message is never echoed (issue #23).
 */
const REFUSED_FILE_KEYS = new Set(['E_PATH_TRAVERSAL_DETECTED', 'E_UNALLOWED_CHARACTERS'])

type ValidationMessage = { field: string; message: string; rule: string }

/** Generic causes by status: the `error` name, the code and the translated text key. */
const GENERIC: Record<number, { error: string; code: ErrorCode; key: string }> = {
  400: { error: 'bad_request', code: ERROR_CODES.badRequest, key: 'errors.bad_request' },
  401: { error: 'unauthorized', code: ERROR_CODES.unauthorized, key: 'errors.unauthorized' },
  403: { error: 'forbidden', code: ERROR_CODES.forbidden, key: 'errors.forbidden' },
  404: { error: 'not_found', code: ERROR_CODES.notFound, key: 'errors.not_found' },
  409: { error: 'conflict', code: ERROR_CODES.conflict, key: 'errors.conflict' },
  413: {
    error: 'payload_too_large',
    code: ERROR_CODES.payloadTooLarge,
    key: 'errors.payload_too_large',
  },
  429: { error: 'rate_limited', code: ERROR_CODES.rateLimited, key: 'errors.rate_limited' },
}

/**
 * The one place that builds error replies (style §4): the §8 JSON body
 * under /api, and on pages a form error, a notice, the 404 page or the
 * server error page. Production never shows a stack trace.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction

  /**
   * A domain refusal (spent code, bad input) and an unknown page are expected outcomes, not
   * faults: logged below warn, so an error in the log is a real one (#27 item 11). A domain 5xx
   * (a provider or the database out of service) stays an error: the operators must see it.
   */
  protected getErrorLogLevel(error: HttpError) {
    if (error.status === 404) return 'info' as const
    if (error instanceof DomainException && error.status < 500) return 'info' as const
    return super.getErrorLogLevel(error)
  }
  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    // Unreadable bodies and refused uploads fail before the session exists: no flash, a page.
    '400': (_, { inertia }) => inertia.render('errors/bad_request', { code: 400 }),
    '404': (_, { inertia, request }) =>
      inertia.render('errors/not_found', { path: decodePath(request.url()) }),
    '415': (_, { inertia }) => inertia.render('errors/bad_request', { code: 415 }),
    ...(app.inProduction
      ? {
          '500..599': (_: unknown, { inertia }: HttpContext) =>
            inertia.render('errors/server_error', {}),
        }
      : {}),
  }

  async handle(error: unknown, ctx: HttpContext) {
    if (REFUSED_FILE_KEYS.has((error as { code?: string } | null)?.code ?? '')) {
      error = new Exception('Not found', { status: 404, code: 'E_ROUTE_NOT_FOUND' })
    }
    if (databaseUnavailable(error)) {
      error = new DatabaseBusyException({ cause: error })
      ctx.response.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
    }
    if (isApiRequest(ctx)) return this.renderApiError(this.toHttpError(error), ctx)

    if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS) {
      return ctx.response.redirect(loginRedirectPath(ctx))
    }
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS && ctx.session) {
      ctx.session.flash('error', {
        key: 'errors.rate_limited',
        data: { seconds: error.response.availableIn },
      })
      return ctx.response.redirect('back', true)
    }
    if (error instanceof TwoFactorRequiredException && ctx.session) {
      // spec §2 guards: the pending confirmation holds the player on /2fa.
      ctx.session.put(TWO_FACTOR_PENDING_KEY, error.pending)
      return ctx.response.redirect(routeUrl(ctx, 'accounts.two_factor.create'))
    }
    if (error instanceof DomainException && ctx.session && error.pageRoute) {
      ctx.session.flash('error', {
        key: error.translationKey,
        data: error.dataFor(ctx.i18n.locale),
      })
      return ctx.response.redirect(routeUrl(ctx, error.pageRoute))
    }
    // An unknown player or server in a page's address: the 404 page, not a notice.
    // A form naming something unknown goes back with a notice, as other refusals do.
    if (
      error instanceof DomainException &&
      error.status === 404 &&
      ctx.request.method() === 'GET'
    ) {
      return super.handle(error, ctx)
    }
    if (error instanceof DomainException && ctx.session && error.field) {
      ctx.session.flash('inputErrorsBag', {
        [error.field]: [ctx.i18n.t(error.translationKey, error.dataFor(ctx.i18n.locale))],
      })
      return ctx.response.redirect('back', true)
    }
    if (error instanceof DomainException && ctx.session) {
      ctx.session.flash('error', {
        key: error.translationKey,
        data: error.dataFor(ctx.i18n.locale),
      })
      return ctx.response.redirect('back', true)
    }
    return super.handle(error, ctx)
  }

  /** spec §8 body for every JSON API failure, translated in the request's language. */
  private renderApiError(error: HttpError, ctx: HttpContext) {
    const t = (key: string, data?: Record<string, unknown>) => ctx.i18n.t(key, data)

    if (error.code === 'E_VALIDATION_ERROR' && 'messages' in error) {
      const messages = error.messages as ValidationMessage[]
      return ctx.response.status(400).send(
        apiErrorBody({
          error: 'validation',
          code: ERROR_CODES.validation,
          message: messages[0]?.message ?? t('errors.validation'),
          type: messages[0]?.field ?? 'validation',
          fields: messages,
        })
      )
    }

    if (error instanceof DomainException) {
      return ctx.response.status(error.status).send(
        apiErrorBody({
          error: error.type,
          code: error.errorCode,
          message: t(error.translationKey, error.dataFor(ctx.i18n.locale)),
          type: error.type,
          extra: error.details,
        })
      )
    }

    const status = error.status >= 400 && error.status < 600 ? error.status : 500
    const cause = GENERIC[status] ?? {
      error: 'server_error',
      code: ERROR_CODES.serverError,
      key: 'errors.server_error',
    }
    const retryAfter = (error as { response?: { availableIn?: number } }).response?.availableIn
    if (status === 429 && retryAfter) ctx.response.header('Retry-After', String(retryAfter))

    return ctx.response.status(status).send(
      apiErrorBody({
        error: cause.error,
        code: cause.code,
        message: t(cause.key, { seconds: retryAfter ?? 0 }),
        type: cause.error,
      })
    )
  }
}

function decodePath(url: string) {
  try {
    return decodeURIComponent(url)
  } catch {
    return url
  }
}
