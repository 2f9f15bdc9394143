import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { errors } from '@adonisjs/core'
import PermissionService from '#services/accounts/permission_service'
import { hasPermission, type PermissionTree } from '#domain/platform/permissions'

const trees = new WeakMap<HttpContext, Promise<PermissionTree>>()

/** The current player's permission tree, read once per request. */
export function currentPermissions(ctx: HttpContext): Promise<PermissionTree> {
  let tree = trees.get(ctx)
  if (!tree) {
    tree = ctx.containerResolver
      .make(PermissionService)
      .then((service) => service.treeFor(ctx.auth?.user))
    trees.set(ctx, tree)
  }
  return tree
}

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
