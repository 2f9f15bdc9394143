import { useState, type ReactNode } from 'react'
import { router } from '@inertiajs/react'
import { Button } from '~/components/ui/button'

/** A button that sends one form request (post or delete) and keeps the scroll. */
export function VisitButton({
  url,
  method,
  data,
  variant = 'secondary',
  label,
  children,
}: {
  url: string
  method: 'post' | 'delete'
  data?: Record<string, string>
  variant?: 'primary' | 'secondary' | 'ghost'
  /** The accessible name when the visible text alone is ambiguous in a list. */
  label?: string
  children: ReactNode
}) {
  const [busy, setBusy] = useState(false)
  return (
    <Button
      size="sm"
      variant={variant}
      loading={busy}
      aria-label={label}
      onClick={() =>
        router.visit(url, {
          method,
          data,
          preserveScroll: true,
          onStart: () => setBusy(true),
          onFinish: () => setBusy(false),
        })
      }
    >
      {children}
    </Button>
  )
}
