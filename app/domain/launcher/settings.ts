/*
| Launcher settings (spec §3): RAM in GB, install folder, theme, per-server
| reset, and for admins the debugger (JVM flags, log display). They live in
| the launcher's own storage (local API `storage/{key}`), one key each.
*/

/** The settings screen's sections; the first is where /launcher/settings leads. */
export const LAUNCHER_SETTINGS_SECTIONS = ['folder', 'ram', 'theme', 'other', 'admin'] as const
export type LauncherSettingsSection = (typeof LAUNCHER_SETTINGS_SECTIONS)[number]

/** The permission of the admin section: the debugger and the logs (spec §6). */
export const LAUNCHER_DEBUG_PERMISSION = 'web.launcher.debug'

/** spec §9: RAM recommended at least 2 GB; the slider starts at 1 GB. */
export const RECOMMENDED_RAM_GB = 2
export const MIN_RAM_GB = 1

/** Storage keys of the local API, one per setting. */
export const STORAGE_KEYS = {
  ram: 'ram',
  folder: 'folder',
  theme: 'theme',
  region: 'region',
  debugger: 'debugger',
} as const

/** The RAM choices in whole GB the machine allows: 1 … total, keeping 1 GB for the system. */
export function ramChoices(totalRamMb: number): number[] {
  const top = Math.max(MIN_RAM_GB, Math.floor(totalRamMb / 1024) - 1)
  return Array.from({ length: top - MIN_RAM_GB + 1 }, (_, index) => MIN_RAM_GB + index)
}

/** A stored RAM value read back: a whole number of GB within the choices, else null. */
export function parseRamGb(value: string | null, totalRamMb: number): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null
  const gb = Number(value.trim())
  return ramChoices(totalRamMb).includes(gb) ? gb : null
}

/** JVM flags an admin may set: `-X…`/`-XX:…`/`-D…` tokens only, 20 at most. */
export function parseJvmFlags(text: string): string[] | null {
  const flags = text.split(/\s+/).filter(Boolean)
  if (flags.length > 20) return null
  return flags.every((flag) => /^-(X[A-Za-z0-9:+\-=.,_/]*|D[A-Za-z0-9._-]+=[^\s]*)$/.test(flag))
    ? flags
    : null
}
