import type User from '#models/user'
import { parseJvmFlags } from '#domain/launcher/settings'
import { signForLauncher } from '#services/launcher/signing_service'
import LauncherJvmFlagsInvalidException from '#exceptions/launcher_jvm_flags_invalid_exception'

export type DebuggerSettings = {
  userId: number
  jvmFlags: string[]
  showLogs: boolean
  issuedAt: string
}

/**
 * The launcher's debugger (spec §6, admins only): the site signs the
 * admin's settings, and the launcher applies only signed ones, so a
 * player cannot set them by writing the launcher's storage.
 */
export default class DebuggerService {
  /** Signs the settings; throws LauncherJvmFlagsInvalidException, LauncherSigningKeyMissingException. */
  sign(user: User, input: { jvmFlags?: string; showLogs: boolean }, now = new Date()) {
    const jvmFlags = parseJvmFlags(input.jvmFlags ?? '')
    if (!jvmFlags) throw new LauncherJvmFlagsInvalidException()
    return signForLauncher<DebuggerSettings>({
      userId: user.id,
      jvmFlags,
      showLogs: input.showLogs,
      issuedAt: now.toISOString(),
    })
  }
}
