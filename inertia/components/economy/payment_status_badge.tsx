import type { PaymentStatus } from '@domain/economy/payments'
import { Badge } from '~/components/ui/badge'
import { useT } from '~/hooks/use_t'

const VARIANTS = {
  created: 'neutral',
  pending: 'warn',
  succeeded: 'success',
  canceled: 'danger',
  expired: 'neutral',
} as const

/** A payment's state as a coloured badge. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT()
  return (
    <Badge variant={VARIANTS[status]} dot>
      {t(`economy.payments.statuses.${status}`)}
    </Badge>
  )
}
