import { BaseTransformer, Collection, Item, Maybe, Paginator } from '@adonisjs/core/transformers'
import { RuntimeException } from '@adonisjs/core/exceptions'

/*
| @adonisjs/http-transformers builds a RuntimeException, stack trace and all, on every
| `transform()`, only to throw it if the resource turns out undefined: 3.4 % of a logged-in
| page's CPU (#29). This makes the same error without walking the stack (its message still says
| what was undefined). A thin wrapper rather than a fork: the library's classes stay, only the
| error they carry changes. start/transformers.ts installs it in production; development keeps
| the call site.
*/

function withoutStack() {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 0
  const error = new RuntimeException()
  Error.stackTraceLimit = limit
  return error
}

/** Replaces BaseTransformer's `transform` and `paginate` with the same code minus the stack. */
export function installTransformsWithoutStack() {
  type Constructor = new (resource: unknown, ...rest: unknown[]) => unknown
  const transformers = BaseTransformer as unknown as {
    transform: (this: Constructor, data: unknown, ...rest: unknown[]) => unknown
    paginate: (this: Constructor, data: unknown[], metaData: unknown, ...rest: unknown[]) => unknown
  }
  transformers.transform = function (data, ...rest) {
    const optional = data instanceof Maybe
    const value = optional ? data.value : data
    if (optional && value === undefined) return undefined
    if (Array.isArray(value)) {
      return new Collection([value, rest] as never, this as never, 1, 'toObject', withoutStack())
    }
    if (value === null) return null
    return new Item([value, rest] as never, this as never, 1, 'toObject', withoutStack())
  }
  transformers.paginate = function (data, metaData, ...rest) {
    const rows = new Collection([data, rest] as never, this as never, 1, 'toObject', withoutStack())
    return new Paginator(rows, metaData as never)
  }
}
