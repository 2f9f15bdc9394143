/*
| Launcher builds (issue #26): the platforms a build is published for and
| how versions compare (the launcher offers an update when the manifest's
| version is newer than its own).
*/

export const LAUNCHER_PLATFORMS = ['windows', 'macos', 'linux'] as const
export type LauncherPlatform = (typeof LAUNCHER_PLATFORMS)[number]

/** The staff permission to publish builds. */
export const LAUNCHER_EDIT_PERMISSION = 'web.launcher.edit'

/** Dotted numeric versions, `1.10.0` after `1.9.3`; a missing part counts as 0. */
export function compareVersions(a: string, b: string) {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0)
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0)
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const diff = (left[index] ?? 0) - (right[index] ?? 0)
    if (diff !== 0) return Math.sign(diff)
  }
  return 0
}

/** The platform a launcher's system data names (`Windows_NT`, `Darwin`, `Linux`…), or null. */
export function platformOfOs(os: string): LauncherPlatform | null {
  const name = os.toLowerCase()
  if (name.startsWith('win')) return 'windows'
  if (name.startsWith('darwin') || name.startsWith('mac')) return 'macos'
  if (name.startsWith('linux')) return 'linux'
  return null
}
