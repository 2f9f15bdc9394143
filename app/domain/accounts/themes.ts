/*
| Site themes (spec §2 cabinet → theme, §3 theme data): each is the §3 theme data, written as
| CSS variables on <html> by the server render (resources/views/inertia_layout.edge), so the
| first paint already has the chosen theme. The default theme's values are app.css's :root.
*/

export const THEME_COOKIE = 'theme'
// Browsers cap cookies at 400 days.
export const THEME_COOKIE_MAX_AGE = 400 * 24 * 60 * 60

/** spec §3 theme data. */
export type ThemeData = {
  accent1: string
  accent2: string
  glowUltraLight: string
  glowLight: string
  glowDark: string
  backgroundTabTransparent: string
  tripleGradient1: string
  tripleGradient2: string
  tripleGradient3: string
  doubleGradient1: string
  doubleGradient2: string
  buttonGlow: string
  buttonGlowHover: string
  graphAccent: string
  graphText: string
  graphMarker: string
}

export const THEME_IDS = ['octarine', 'sea_wave', 'emerald', 'amber'] as const
export type ThemeId = (typeof THEME_IDS)[number]
export const DEFAULT_THEME: ThemeId = 'octarine'

export const THEMES: Record<ThemeId, ThemeData> = {
  // The site's own colours (app.css :root).
  octarine: {
    accent1: '#8b5cf6',
    accent2: '#22d3ee',
    glowUltraLight: 'rgb(221 214 254 / 0.9)',
    glowLight: 'rgb(167 139 250 / 0.55)',
    glowDark: 'rgb(76 29 149 / 0.55)',
    backgroundTabTransparent: 'rgb(23 19 48 / 0.72)',
    tripleGradient1: '#a78bfa',
    tripleGradient2: '#f472b6',
    tripleGradient3: '#22d3ee',
    doubleGradient1: '#6d28d9',
    doubleGradient2: '#0e7490',
    buttonGlow: '0 0 0 1px rgb(167 139 250 / 0.35), 0 8px 28px -6px rgb(139 92 246 / 0.55)',
    buttonGlowHover: '0 0 0 1px rgb(196 181 253 / 0.6), 0 10px 40px -4px rgb(139 92 246 / 0.8)',
    graphAccent: '#a78bfa',
    graphText: '#c4c0dd',
    graphMarker: '#22d3ee',
  },
  sea_wave: {
    accent1: '#0ea5e9',
    accent2: '#2dd4bf',
    glowUltraLight: 'rgb(186 230 253 / 0.9)',
    glowLight: 'rgb(56 189 248 / 0.5)',
    glowDark: 'rgb(7 89 133 / 0.55)',
    backgroundTabTransparent: 'rgb(12 26 44 / 0.72)',
    tripleGradient1: '#38bdf8',
    tripleGradient2: '#2dd4bf',
    tripleGradient3: '#a5b4fc',
    doubleGradient1: '#0369a1',
    doubleGradient2: '#0f766e',
    buttonGlow: '0 0 0 1px rgb(56 189 248 / 0.35), 0 8px 28px -6px rgb(14 165 233 / 0.55)',
    buttonGlowHover: '0 0 0 1px rgb(125 211 252 / 0.6), 0 10px 40px -4px rgb(14 165 233 / 0.8)',
    graphAccent: '#38bdf8',
    graphText: '#bfd3e6',
    graphMarker: '#2dd4bf',
  },
  emerald: {
    accent1: '#10b981',
    accent2: '#a3e635',
    glowUltraLight: 'rgb(209 250 229 / 0.9)',
    glowLight: 'rgb(52 211 153 / 0.5)',
    glowDark: 'rgb(6 95 70 / 0.55)',
    backgroundTabTransparent: 'rgb(14 32 28 / 0.72)',
    tripleGradient1: '#34d399',
    tripleGradient2: '#a3e635',
    tripleGradient3: '#22d3ee',
    doubleGradient1: '#047857',
    doubleGradient2: '#3f6212',
    buttonGlow: '0 0 0 1px rgb(52 211 153 / 0.35), 0 8px 28px -6px rgb(16 185 129 / 0.55)',
    buttonGlowHover: '0 0 0 1px rgb(110 231 183 / 0.6), 0 10px 40px -4px rgb(16 185 129 / 0.8)',
    graphAccent: '#34d399',
    graphText: '#c2dcd0',
    graphMarker: '#a3e635',
  },
  amber: {
    accent1: '#f59e0b',
    accent2: '#fb7185',
    glowUltraLight: 'rgb(254 243 199 / 0.9)',
    glowLight: 'rgb(251 191 36 / 0.5)',
    glowDark: 'rgb(146 64 14 / 0.55)',
    backgroundTabTransparent: 'rgb(38 24 12 / 0.72)',
    tripleGradient1: '#fbbf24',
    tripleGradient2: '#fb7185',
    tripleGradient3: '#f97316',
    doubleGradient1: '#b45309',
    doubleGradient2: '#be123c',
    buttonGlow: '0 0 0 1px rgb(251 191 36 / 0.35), 0 8px 28px -6px rgb(245 158 11 / 0.55)',
    buttonGlowHover: '0 0 0 1px rgb(252 211 77 / 0.6), 0 10px 40px -4px rgb(245 158 11 / 0.8)',
    graphAccent: '#fbbf24',
    graphText: '#e2d3bd',
    graphMarker: '#fb7185',
  },
}

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (THEME_IDS as readonly string[]).includes(value)
}

/** The account's theme, else the browser's cookie, else the default. */
export function resolveTheme(choice: { account?: string | null; stored?: string | null }): ThemeId {
  if (isThemeId(choice.account)) return choice.account
  if (isThemeId(choice.stored)) return choice.stored
  return DEFAULT_THEME
}

/**
 * The theme as an inline style for <html>: its variables override :root's. Empty for the
 * default theme, whose values app.css already holds. Values are the fixed ones above, never
 * player input.
 */
export function themeStyle(id: ThemeId) {
  if (id === DEFAULT_THEME) return ''
  return Object.entries(THEMES[id])
    .map(([name, value]) => `--${name}: ${value}`)
    .join('; ')
}

/* WCAG 2 contrast, and CSS color-mix in oklab (how app.css lifts accents for text). */

type Rgb = [number, number, number]

export function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

const toLinear = (channel: number) => {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}
const fromLinear = (c: number) =>
  Math.round(
    255 * Math.min(1, Math.max(0, c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055))
  )

export function contrast(a: Rgb, b: Rgb) {
  const luminance = ([r, g, bl]: Rgb) =>
    0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(bl)
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

function toOklab([r, g, b]: Rgb) {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)]
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ]
}

function fromOklab([L, a, b]: number[]): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3
  return [
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ]
}

/** `color-mix(in oklab, a share%, b)`. */
export function mixOklab(a: Rgb, share: number, b: Rgb): Rgb {
  const [x, y] = [toOklab(a), toOklab(b)]
  return fromOklab(x.map((value, i) => value * share + y[i] * (1 - share)))
}
