/*
| Launcher mode (spec §2): the launcher's webview announces itself with its
| user agent or the `X-Launcher: 1` header. An ordinary browser tries the
| mode with `?launcher=1` on any page, which a cookie then keeps for 12
| hours or until `?launcher=0` (README, "Launcher mode in a browser").
*/

/** The cookie that keeps `?launcher=1` for the next pages. */
export const LAUNCHER_MODE_COOKIE = 'launcher_mode'
export const LAUNCHER_MODE_MAX_AGE = '12h'

/** The query flag that turns the mode on (`1`) or off (`0`) in a browser. */
export const LAUNCHER_MODE_FLAG = 'launcher'

const LAUNCHER_USER_AGENT = /\bTechnoMagicLauncher\//

export type LauncherModeSignals = {
  header?: string
  userAgent?: string
  flag?: unknown
  cookie?: string | null
}

/** Whether a request is in launcher mode; the query flag outranks the cookie it sets. */
export function launcherModeOf(signals: LauncherModeSignals) {
  if (signals.header === '1') return true
  if (LAUNCHER_USER_AGENT.test(signals.userAgent ?? '')) return true
  if (signals.flag === '1') return true
  if (signals.flag === '0') return false
  return signals.cookie === '1'
}
