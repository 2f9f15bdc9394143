import vine from '@vinejs/vine'

/** POST launcher/debugger: the admin's JVM flags (text) and whether the game log shows. */
export const updateDebuggerValidator = vine.create({
  jvmFlags: vine.string().trim().maxLength(2000).optional(),
  showLogs: vine.boolean(),
})
