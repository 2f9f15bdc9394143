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

/** Sonner loads after hydration with the toaster (#8); notices asked for before it wait here. */
let toast: Toast | undefined
const waiting: ((toast: Toast) => void)[] = []

/** The mounted toaster hands over its `toast`. */
export function provideToast(loaded: Toast) {
  toast = loaded
  for (const apply of waiting.splice(0)) apply(loaded)
}

function withToast(apply: (toast: Toast) => void) {
  if (toast) apply(toast)
  else waiting.push(apply)
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
