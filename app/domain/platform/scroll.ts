/*
| Scroll rules of spec §2: a hash anchor scrolls smoothly (cabinet pages
| keep 100 px clear for the sticky header), statistics and profile pages
| restore the previous position, every other page starts at the top.
*/

export type ScrollTarget =
  { kind: 'anchor'; id: string; offset: number } | { kind: 'restore' } | { kind: 'top' }

/** Page components whose position comes back on history navigation. */
const RESTORING_PAGES = ['network/statistics/', 'players/profiles/', 'players/statistics/']

/** Paths under /{lang}/cabinet keep this much room above an anchor. */
export const CABINET_ANCHOR_OFFSET = 100

export function scrollTargetFor(input: {
  path: string
  hash: string
  component: string
}): ScrollTarget {
  const id = decodeHash(input.hash.replace(/^#/, ''))
  if (id) {
    const isCabinet = /^\/[a-z]{2}\/cabinet(\/|$)/.test(input.path)
    return { kind: 'anchor', id, offset: isCabinet ? CABINET_ANCHOR_OFFSET : 0 }
  }
  if (RESTORING_PAGES.some((prefix) => input.component.startsWith(prefix)))
    return { kind: 'restore' }
  return { kind: 'top' }
}

/** A hanging `%` in a hand-typed link must not break navigation: keep it as written. */
function decodeHash(hash: string) {
  try {
    return decodeURIComponent(hash)
  } catch {
    return hash
  }
}
