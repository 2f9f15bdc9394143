/*
| Staff permissions (spec §6): a nested object checked by dotted path.
| A missing path is denied; `true` on a prefix grants everything under it.
*/

export type PermissionTree = { [segment: string]: PermissionTree | true }

/** Builds the nested tree the pages and the API receive from granted dotted paths. */
export function buildPermissionTree(paths: Iterable<string>): PermissionTree {
  const tree: PermissionTree = {}
  for (const path of paths) {
    const segments = path.split('.').filter(Boolean)
    if (segments.length === 0) continue
    let node: PermissionTree = tree
    for (const [index, segment] of segments.entries()) {
      const current = node[segment]
      if (current === true) break
      if (index === segments.length - 1) {
        node[segment] = true
        break
      }
      if (current === undefined) node[segment] = {}
      node = node[segment] as PermissionTree
    }
  }
  return tree
}

/** True when the tree grants `path` or one of its prefixes. */
export function hasPermission(tree: unknown, path: string): boolean {
  const segments = path.split('.')
  if (segments.some((segment) => segment === '')) return false
  let node: unknown = tree
  for (const segment of segments) {
    if (node === true) return true
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return false
    node = (node as Record<string, unknown>)[segment]
  }
  return node === true
}
