/**
 * The staff pages and the permission (spec §6) each route requires: the
 * player menu lists those a member may open, and a test holds every entry to
 * its route's middleware.
 */
export const STAFF_PAGES = [
  { id: 'staff_store', route: 'economy.staff_store_roles.index', permission: 'web.store.edit' },
  { id: 'staff_payments', route: 'economy.staff_payments.index', permission: 'web.economy.view' },
  { id: 'staff_deliveries', route: 'network.deliveries.index', permission: 'web.network.view' },
  { id: 'staff_wipes', route: 'economy.wipes.index', permission: 'web.wipes.edit' },
  { id: 'staff_sources', route: 'economy.source_aliases.index', permission: 'web.sources.edit' },
  {
    id: 'staff_cover_arts',
    route: 'accounts.staff_cover_arts.index',
    permission: 'web.covers.edit',
  },
  {
    id: 'staff_launcher_builds',
    route: 'content.launcher_builds.index',
    permission: 'web.launcher.edit',
  },
  { id: 'staff_operations', route: 'platform.operations.index', permission: 'web.ops.view' },
] as const
