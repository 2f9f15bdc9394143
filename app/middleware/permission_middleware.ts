import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors } from '@adonisjs/core'
import { hasPermission } from '#domain/platform/permissions'
import { currentPermissions } from '#http/permissions'

/**
 * A route whose staff permission is missing answers 404, not 403 (spec §2):
 * it does not exist for you. A list of paths lets in whoever holds any one.
 */
export default class PermissionMiddleware {
  async handle(ctx: HttpContext, next: NextFn, permission: string | string[]) {
    const tree = await currentPermissions(ctx)
    const paths = Array.isArray(permission) ? permission : [permission]
    if (!paths.some((path) => hasPermission(tree, path))) {
      throw new errors.E_ROUTE_NOT_FOUND([ctx.request.method(), ctx.request.url()])
    }
    return next()
  }
}
