import { useId } from 'react'
import { cn } from '~/lib/cn'

const TILE = 420

/** A fixed pseudo-random sequence (mulberry32), so the server and the browser draw the same sky. */
function sequence(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

const random = sequence(8)
const STARS = Array.from({ length: 90 }, () => {
  const [x, y, r, opacity] = [
    random() * TILE,
    random() * TILE,
    0.5 + random(),
    0.3 + random() * 0.6,
  ]
  return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill-opacity="${opacity.toFixed(2)}"/>`
}).join('')

/** The tile's markup, set as is: nothing in it for React to hydrate. */
const TILE_MARKUP = `<g fill="currentColor">${STARS}</g>`

/**
 * The star field behind heroes and the page backdrop: inline vector art,
 * never an image, so it is not the page's largest contentful paint and
 * waits for no request (#8). Decorative only.
 */
export function StarField({ className }: { className?: string }) {
  const id = useId()
  return (
    <svg
      aria-hidden="true"
      className={cn(
        'pointer-events-none absolute inset-0 size-full text-glow-ultra-light',
        className
      )}
    >
      <defs>
        <pattern
          id={id}
          width={TILE}
          height={TILE}
          patternUnits="userSpaceOnUse"
          dangerouslySetInnerHTML={{ __html: TILE_MARKUP }}
        />
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  )
}
