import { toast } from 'sonner'

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
  switch (type) {
    case 'success':
      return toast.success(message, options)
    case 'warn':
      return toast.warning(message, options)
    case 'error':
      return toast.error(message, options)
    default:
      return toast(message, options)
  }
}
