import { useState } from 'react'
import { router } from '@inertiajs/react'
import { useMessages, useT } from '~/hooks/use_t'
import { apiRequest } from '~/lib/api_client'
import { notify } from '~/lib/notify'
import type { RouteName } from '~/lib/routes'

export type LookActionRun = (
  id: string,
  route: RouteName,
  options: { body?: unknown; params?: Record<string, string>; idempotent?: boolean },
  done: string
) => Promise<void>

/** Calls one looks route, then reloads the page's props and the header's head; `busy` names the call running. */
export function useLookAction() {
  const messages = useMessages()
  const t = useT()
  const [busy, setBusy] = useState<string | null>(null)
  const run: LookActionRun = async (id, route, options, done) => {
    setBusy(id)
    try {
      await apiRequest('POST', route, { messages, ...options })
      notify({ type: 'success', text: t(done) })
      router.reload()
    } catch {
      // apiRequest already showed the translated error.
    } finally {
      setBusy(null)
    }
  }
  return { busy, run }
}
