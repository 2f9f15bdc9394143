/** Notification styles of spec §2 and §3. */
export type NotificationType = 'default' | 'success' | 'warn' | 'error'

export type Notification = {
  id?: string
  type?: NotificationType
  title?: string
  text: string
  duration?: number
}

/** spec §2: shown for 5000 ms. */
export const NOTIFICATION_DURATION = 5000

type Toast = typeof import('sonner').toast

/**
 * Sonner loads with the toaster when the first notice is asked for, not on every page
 * (#8, #29 item 4: 9 KB gzip); the notices asked for before it is there wait here.
 */
let toast: Toast | undefined
const waiting: ((toast: Toast) => void)[] = []
let wanted = false
let onWanted: (() => void) | undefined

/** AppShell mounts the toaster once a notice is asked for (at once if one was). */
export function whenToasterWanted(mount: () => void) {
  onWanted = mount
  if (wanted) mount()
  return () => {
    onWanted = undefined
  }
}

/** The mounted toaster hands over its `toast`. */
export function provideToast(loaded: Toast) {
  toast = loaded
  for (const apply of waiting.splice(0)) apply(loaded)
}

function withToast(apply: (toast: Toast) => void) {
  if (toast) apply(toast)
  else waiting.push(apply)
}

function wantToaster() {
  if (wanted) return
  wanted = true
  onWanted?.()
}

/** Errors and warnings on screen: they describe a state the player may be changing. */
const problems = new Set<string | number>()

function problem(id: string | number) {
  problems.add(id)
  return id
}

/** Dismisses the errors and warnings shown so far, once the state they describe is gone. */
export function dismissProblems() {
  withToast((loaded) => {
    for (const id of problems) loaded.dismiss(id)
    problems.clear()
  })
}

/** Shows a notification (client events and server flashes alike). */
export function notify({
  id,
  type = 'default',
  title,
  text,
  duration = NOTIFICATION_DURATION,
}: Notification) {
  const options = { id, duration, description: title ? text : undefined }
  const message = title ?? text
  wantToaster()
  withToast((loaded) => {
    switch (type) {
      case 'success':
        return loaded.success(message, options)
      case 'warn':
        return problem(loaded.warning(message, options))
      case 'error':
        return problem(loaded.error(message, options))
      default:
        return loaded(message, options)
    }
  })
}
