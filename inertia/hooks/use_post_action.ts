import { useState } from 'react'
import { router } from '@inertiajs/react'
import { useShared } from '~/hooks/use_shared'
import { pageUrl, type RouteName, type RouteParams } from '~/lib/routes'

/** A button's POST to a named route without a body, with its pending state for `loading`. */
export function usePostAction(route: RouteName, params: RouteParams) {
  const { locale } = useShared()
  const [sending, setSending] = useState(false)
  const send = () =>
    router.post(
      pageUrl(route, locale, params),
      {},
      {
        preserveScroll: true,
        onStart: () => setSending(true),
        onFinish: () => setSending(false),
      }
    )
  return { sending, send }
}
