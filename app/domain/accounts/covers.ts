/*
| The public profile's cover (spec §2 cabinet → cover, §3 cover settings): a glow (the banner's
| colours), a style (the pattern over it) and an art (an image of the staff's catalogue). Each
| part is chosen alone; `none` clears it. Pure: the server checks choices, pages draw them.
*/

export const COVER_PARTS = ['glow', 'style', 'art'] as const
export type CoverPart = (typeof COVER_PARTS)[number]
/** spec §2: `cabinet/cover` opens this part. */
export const DEFAULT_COVER_PART: CoverPart = 'glow'

export const COVER_GLOWS = ['sea_wave', 'octarine', 'starry_night', 'amber_orange'] as const
export type CoverGlow = (typeof COVER_GLOWS)[number]

export const COVER_STYLES = ['geometry', 'circles', 'wave', 'shards'] as const
export type CoverStyle = (typeof COVER_STYLES)[number]

/** The id that clears a part. */
export const NO_COVER = 'none'

/** A profile's cover as pages draw it; the art is its image's URL. */
export type CoverView = { glow: CoverGlow | null; style: CoverStyle | null; art: string | null }

/** Three stops of each glow, dark enough for white text over them (WCAG AA, tested). */
export const COVER_GLOW_COLOURS: Record<CoverGlow, readonly [string, string, string]> = {
  sea_wave: ['#0c4a6e', '#0f766e', '#1e3a8a'],
  octarine: ['#4c1d95', '#86198f', '#1e1b4b'],
  starry_night: ['#0b1026', '#1e2a5a', '#312e81'],
  amber_orange: ['#7c2d12', '#9a3412', '#78350f'],
}

/** The glow as a CSS background; no glow draws the site's own gradient. */
export function coverGlowBackground(glow: CoverGlow | null) {
  const [a, b, c] = glow
    ? COVER_GLOW_COLOURS[glow]
    : ['var(--doubleGradient1)', 'var(--doubleGradient2)', 'var(--doubleGradient1)']
  return `radial-gradient(120% 140% at 10% 0%, ${b} 0%, transparent 60%), linear-gradient(120deg, ${a}, ${c})`
}

const svg = (body: string, size: number) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 ${size} ${size}' fill='none' stroke='white' stroke-opacity='0.16' stroke-width='1.5'>${body}</svg>`
  )}")`

/** Each style is a repeating line pattern, drawn over the glow. */
const STYLE_PATTERNS: Record<CoverStyle, string> = {
  geometry: svg("<path d='M0 24 24 0 48 24 24 48Z'/><path d='M24 0v48M0 24h48'/>", 48),
  circles: svg("<circle cx='28' cy='28' r='10'/><circle cx='28' cy='28' r='22'/>", 56),
  wave: svg("<path d='M0 16c10-10 22-10 32 0s22 10 32 0M0 40c10-10 22-10 32 0s22 10 32 0'/>", 64),
  shards: svg("<path d='M4 60 22 8 30 44ZM34 4l26 18-18 10ZM40 44l20 18H28Z'/>", 64),
}

export function coverStylePattern(style: CoverStyle | null) {
  return style ? STYLE_PATTERNS[style] : null
}

export function isCoverGlow(value: string | null | undefined): value is CoverGlow {
  return (COVER_GLOWS as readonly (string | null | undefined)[]).includes(value)
}

export function isCoverStyle(value: string | null | undefined): value is CoverStyle {
  return (COVER_STYLES as readonly (string | null | undefined)[]).includes(value)
}
