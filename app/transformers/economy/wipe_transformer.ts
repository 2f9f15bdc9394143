import type Wipe from '#models/wipe'

export type UpcomingWipe = { wipeAt: string; newsSlug: string | null }

/**
 * The servers and home pages: each server's next wipe by server slug (spec §4 wipe calendar).
 * `wipes` come soonest first, so the first per server is its next one.
 */
export function upcomingWipesBySlug(wipes: Wipe[]): Record<string, UpcomingWipe> {
  const bySlug: Record<string, UpcomingWipe> = {}
  for (const wipe of wipes) {
    if (Object.hasOwn(bySlug, wipe.server.slug)) continue
    bySlug[wipe.server.slug] = {
      wipeAt: wipe.wipeAt.toUTC().toISO()!,
      newsSlug: wipe.document?.slug ?? null,
    }
  }
  return bySlug
}
