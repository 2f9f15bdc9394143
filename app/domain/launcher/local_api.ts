/*
| The launcher's local API (spec §7): the launcher's own HTTP server on
| the player's machine. These are its answers as the pages and the fake
| launcher (dev/fakes/fake_launcher.ts) share them.
*/

/** spec §9: the launcher polls its progress every 1000 ms. */
export const LAUNCHER_POLL_MS = 1000

/** A client of `GET clients` (spec §3 launcher state): one per server. */
export type LauncherClient = {
  uuid: string
  /** The server page's slug the client plays on. */
  server: string
  name: string
  version: string
  iconPath: string | null
  backgroundPath: string | null
  sizeBytes: number
  installed: boolean
}

/** spec §4 launcher states. */
export type LaunchState = 'idle' | 'launching' | 'downloading' | 'running'

/** `GET progress`: bytes only while a download runs. */
export type LauncherProgress = {
  state: LaunchState
  clientId: string | null
  downloadedBytes?: number
  totalBytes?: number
  bytesPerSecond?: number
}

/** `GET system-data`: the machine, as `launcher/auth` sends it (and the CPU). */
export type LauncherSystemData = {
  os: string
  osVersion?: string
  arch?: string
  javaVersion?: string
  ramMb: number
  cpu?: string
  launcherVersion?: string
}

/** The local API's refusal of a second launch (spec §5). */
export const ONE_CLIENT_ERROR = 'one_client_at_a_time'

const MB = 1024 * 1024
const GB = 1024 * MB

/**
 * A client's download size as the servers screen shows it: whole megabytes
 * under a gigabyte (a 120 MB client is no "0.1 GB"), gigabytes with one
 * decimal above; never 0 for a client that has bytes.
 */
export function clientSize(bytes: number): { unit: 'mb' | 'gb'; value: number } {
  const megabytes = Math.round(bytes / MB)
  if (megabytes >= 1024) return { unit: 'gb', value: Math.round((bytes / GB) * 10) / 10 }
  return { unit: 'mb', value: bytes > 0 ? Math.max(1, megabytes) : 0 }
}
