/*
| Browser and system labels of a session (spec §3 session, §9), read from a
| user agent: "Chrome 120", "Windows 10". Pure: bowser only parses text.
*/
import Bowser from 'bowser'

/** spec §9: user agents are cut at 500 characters (also the label columns' width). */
export const USER_AGENT_MAX_LENGTH = 500

/** spec §9: the label of a browser (or system) that cannot be recognised. */
export const UNKNOWN_LABEL = 'Неизвестно'

export type SessionLabels = { browser: string; system: string }

/** A label as stored: trimmed and cut at 500 characters, the unknown label when empty. */
export function sessionLabel(value: string | null | undefined) {
  const label = (value ?? '').trim().slice(0, USER_AGENT_MAX_LENGTH).trim()
  return label === '' ? UNKNOWN_LABEL : label
}

function majorVersion(version: string | undefined) {
  return version?.split('.')[0] ?? ''
}

function browserLabel(name: string | undefined, version: string | undefined) {
  if (!name) return UNKNOWN_LABEL
  return sessionLabel([name, majorVersion(version)].filter(Boolean).join(' '))
}

function systemLabel(os: { name?: string; version?: string; versionName?: string }) {
  if (!os.name) return UNKNOWN_LABEL
  // Windows reports "NT 10.0"; its marketing name ("10") reads better. Others: the version.
  const version = os.versionName ?? os.version ?? ''
  return sessionLabel([os.name, version].filter(Boolean).join(' '))
}

/** The browser and system labels of a user agent; unknown parts are 'Неизвестно'. */
export function describeUserAgent(userAgent: string | null | undefined): SessionLabels {
  const agent = (userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH).trim()
  if (agent === '') return { browser: UNKNOWN_LABEL, system: UNKNOWN_LABEL }
  const parsed = Bowser.parse(agent)
  return {
    browser: browserLabel(parsed.browser.name, parsed.browser.version),
    system: systemLabel(parsed.os),
  }
}

/** Labels of a new session: what an API client reports (spec §7 browser, system), else its user agent's. */
export function sessionLabelsFor(input: {
  userAgent?: string | null
  browser?: string | null
  system?: string | null
}): SessionLabels {
  const parsed = describeUserAgent(input.userAgent)
  return {
    browser: input.browser?.trim() ? sessionLabel(input.browser) : parsed.browser,
    system: input.system?.trim() ? sessionLabel(input.system) : parsed.system,
  }
}
