import type { Data } from '@generated/data'
import { canDeliverAgain } from '@domain/network/delivery_states'
import { DateTime } from '~/components/accounts/date_time'
import { formatMoney } from '~/components/economy/money'
import { DeliverAgainButton } from '~/components/network/deliver_again_button'
import { DeliveryStateBadge } from '~/components/network/delivery_state_badge'
import { Card } from '~/components/ui/card'
import { useT } from '~/hooks/use_t'

type Purchase = Data.Economy.StorePurchase

/** The player's purchases with each one's delivery state on its server and "deliver again". */
export function StorePurchaseList({ purchases }: { purchases: Purchase[] }) {
  const t = useT()
  if (purchases.length === 0) return null
  return (
    <section aria-labelledby="purchases-heading" className="flex flex-col gap-3">
      <h2 id="purchases-heading" className="font-display text-lg font-semibold text-white">
        {t('economy.cabinet_roles.purchases')}
      </h2>
      <ul className="flex flex-col gap-3">
        {purchases.map((purchase) => (
          <li key={purchase.id}>
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold text-white">
                  {purchase.item.name} · {purchase.server.name}
                </p>
                <p className="text-sm text-muted">
                  {t(`economy.cabinet_roles.modes.${purchase.mode}`)}
                  {purchase.period
                    ? `, ${t(`economy.store.periods.${purchase.period}`)}`
                    : ''} · {formatMoney(t, 'rub', purchase.amount)} ·{' '}
                  <DateTime value={purchase.createdAt} />
                </p>
              </div>
              {purchase.delivery && (
                <div className="flex flex-wrap items-center gap-2">
                  <DeliveryStateBadge
                    state={purchase.delivery.state}
                    label={t(`network.cabinet_deliveries.states.${purchase.delivery.state}`)}
                  />
                  {canDeliverAgain(purchase.delivery.state) && (
                    <DeliverAgainButton delivery={purchase.delivery} />
                  )}
                </div>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
