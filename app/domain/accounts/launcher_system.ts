/*
| The launcher reports its machine (`systemData` of spec §7 launcher/auth);
| a launcher session stores it as its system label.
*/
import { UNKNOWN_LABEL, sessionLabel } from '#domain/accounts/user_agent'

/** Browser label of every session the launcher opens. */
export const LAUNCHER_BROWSER_LABEL = 'TechnoMagic Launcher'

export type LauncherSystemData = {
  os: string
  osVersion?: string | null
  arch?: string | null
  javaVersion?: string | null
  ramMb?: number | null
}

/** Whole gigabytes read better than megabytes; under 1 GB stays in MB. */
function memoryLabel(ramMb: number) {
  return ramMb >= 1024 ? `${Math.round(ramMb / 1024)} GB RAM` : `${ramMb} MB RAM`
}

/** "Windows 10 x64 · Java 17 · 8 GB RAM"; parts the launcher did not send are left out. */
export function describeLauncherSystem(data: LauncherSystemData) {
  const machine = [data.os, data.osVersion, data.arch]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  const parts = [
    machine,
    data.javaVersion?.trim() ? `Java ${data.javaVersion.trim()}` : '',
    data.ramMb ? memoryLabel(data.ramMb) : '',
  ].filter(Boolean)
  return parts.length ? sessionLabel(parts.join(' · ')) : UNKNOWN_LABEL
}
