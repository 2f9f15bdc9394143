import { Send } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { usePostAction } from '~/hooks/use_post_action'
import { useT } from '~/hooks/use_t'

/** The player's "deliver again" of one command (cabinet deliveries, privileges, abilities). */
export function DeliverAgainButton({ delivery }: { delivery: Data.Network.DeliveryCommand }) {
  const t = useT()
  const { sending, send } = usePostAction('network.redeliveries.store', { id: delivery.id })
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={sending}
      onClick={send}
      title={t('network.cabinet_deliveries.deliver_again_hint')}
      aria-label={t('network.cabinet_deliveries.deliver_again_named', {
        label: delivery.label,
        server: delivery.server?.name ?? '',
      })}
    >
      <Send aria-hidden="true" />
      {t('network.cabinet_deliveries.deliver_again')}
    </Button>
  )
}
