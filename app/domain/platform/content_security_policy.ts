/*
| The pages' Content-Security-Policy: one header, built once at start, so
| every response of a page carries the same bytes (pages are cacheable; no
| per-response nonce). Scripts come from the site itself or from allowed
| hosts and inline scripts only by hash; inline styles are allowed (React
| style attributes).
*/
import { createHash } from 'node:crypto'

export type CspOptions = {
  /** Google reCAPTCHA is loaded (RECAPTCHA_SITE_KEY set). */
  recaptcha: boolean
  /** The first-party page-view collector, if any (ANALYTICS_ENDPOINT). */
  analyticsEndpoint: string | null
  /** Bodies of the inline scripts the site writes itself (Vite's dev preamble). */
  inlineScripts: string[]
  /** Vite's dev server: hot reload over a websocket. */
  devServer: boolean
  /** Where uploaded images are served when not from the site (an S3 bucket's public origin). */
  uploadsOrigin?: string | null
  /** The launcher's local API (LAUNCHER_LOCAL_API_URL), which the launcher pages call. */
  launcherLocalApi?: string | null
  /** Origins a form's POST may be redirected to: the social login consent pages. */
  formTargets?: string[]
}

const RECAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
]
const RECAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
]

/** The CSP source of an inline script: its SHA-256 hash. */
export function scriptHash(body: string) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`
}

export function contentSecurityPolicy(options: CspOptions): string {
  const analytics = options.analyticsEndpoint ? [new URL(options.analyticsEndpoint).origin] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...options.inlineScripts.map(scriptHash),
      ...(options.recaptcha ? RECAPTCHA_SCRIPTS : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Any https image (link previews, avatars); an http bucket (a local MinIO) only by name.
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https:',
      ...(options.uploadsOrigin?.startsWith('http:') ? [options.uploadsOrigin] : []),
      // The clients' icons and backgrounds the launcher's local API serves (issue #26).
      ...(options.launcherLocalApi ? [new URL(options.launcherLocalApi).origin] : []),
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...analytics,
      ...(options.recaptcha ? ['https://www.google.com/recaptcha/'] : []),
      ...(options.devServer ? ['ws:', 'wss:'] : []),
      // The launcher pages call the launcher's local API on the player's machine (issue #26).
      ...(options.launcherLocalApi ? [new URL(options.launcherLocalApi).origin] : []),
    ],
    // Documents embed videos only from YouTube's no-cookie player (app/services/content/sanitizer_service.ts).
    'frame-src': [
      "'self'",
      'https://www.youtube-nocookie.com',
      ...(options.recaptcha ? RECAPTCHA_FRAMES : []),
    ],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(options.formTargets ?? [])],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
