import { STAFF_PAGES } from '@domain/platform/staff_pages'
import type { NavEntry } from '~/components/app/navigation'

/** A staff page with the permission (spec §6) that opens it; others get a 404 there. */
export type StaffNavEntry = NavEntry & { permission: string }

/** The staff pages, in the player menu of those who may open them. */
export const STAFF_NAVIGATION: readonly StaffNavEntry[] = STAFF_PAGES.map((page) => ({
  ...page,
  label: `common.nav.${page.id}`,
}))
