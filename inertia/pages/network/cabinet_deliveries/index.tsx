import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { canDeliverAgain } from '@domain/network/delivery_states'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import { DateTime } from '~/components/accounts/date_time'
import { DeliveryStateBadge } from '~/components/network/delivery_state_badge'
import { DeliverAgainButton } from '~/components/network/deliver_again_button'
import { Card } from '~/components/ui/card'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

type Delivery = Data.Network.DeliveryCommand

function DeliveryCard({ delivery }: { delivery: Delivery }) {
  const t = useT()
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="font-display text-base font-semibold break-words text-white">
            {delivery.label}
          </h2>
          <p className="text-sm text-muted">{delivery.server?.name}</p>
        </div>
        <DeliveryStateBadge
          state={delivery.state}
          label={t(`network.cabinet_deliveries.states.${delivery.state}`)}
        />
      </div>
      <p className="text-sm leading-6 text-muted">
        {t(`network.cabinet_deliveries.hints.${delivery.state}`)}
      </p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-subtle">{t('network.cabinet_deliveries.queued_at')}</dt>
          <dd className="text-text">
            <DateTime value={delivery.createdAt} />
          </dd>
        </div>
        {delivery.finishedAt && (
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-subtle">{t('network.cabinet_deliveries.finished_at')}</dt>
            <dd className="text-text">
              <DateTime value={delivery.finishedAt} />
            </dd>
          </div>
        )}
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-subtle">{t('network.cabinet_deliveries.attempts')}</dt>
          <dd className="text-text tabular-nums">{delivery.attempts}</dd>
        </div>
      </dl>
      {canDeliverAgain(delivery.state) && (
        <div>
          <DeliverAgainButton delivery={delivery} />
        </div>
      )}
    </Card>
  )
}

/** Cabinet → deliveries: each of the player's commands and its delivery state per server. */
export default function CabinetDeliveriesIndex({ deliveries }: { deliveries: Delivery[] }) {
  const t = useT()
  return (
    <>
      <Head title={t('network.cabinet_deliveries.title')} />
      <CabinetHeading
        title={t('network.cabinet_deliveries.title')}
        intro={t('network.cabinet_deliveries.intro')}
      />
      {deliveries.length === 0 ? (
        <Card className="p-8 text-center text-sm leading-6 text-muted">
          {t('network.cabinet_deliveries.empty')}
        </Card>
      ) : (
        <ul aria-label={t('network.cabinet_deliveries.list_label')} className="flex flex-col gap-3">
          {deliveries.map((delivery) => (
            <li key={delivery.id}>
              <DeliveryCard delivery={delivery} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

CabinetDeliveriesIndex.layout = [DefaultLayout, CabinetLayout]
