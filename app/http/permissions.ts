import type { HttpContext } from '@adonisjs/core/http'
import PermissionService from '#services/accounts/permission_service'
import type { PermissionTree } from '#domain/platform/permissions'

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
