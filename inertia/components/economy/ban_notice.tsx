import { lazy, Suspense, useState } from 'react'
import { Gavel } from 'lucide-react'
import type { Data } from '@generated/data'
import { DateTime } from '~/components/accounts/date_time'
import { Button } from '~/components/ui/button'
import { useShared } from '~/hooks/use_shared'
import { useBanReason } from '~/hooks/use_ban_reason'
import { useT } from '~/hooks/use_t'

type Managers = NonNullable<Data.SharedProps['managers']>
export type UnbanOffer = { ban: NonNullable<Managers['ban']>; price: number }

// The dialog's radix code loads only when a banned player opens it.
const UnbanDialog = lazy(() => import('~/components/economy/unban_dialog'))

/**
 * spec §3 ban info for the banned player, under the header on every page:
 * the ban, and for a temporary one the unban modal (spec §2) with its price.
 */
export function BanNotice() {
  const t = useT()
  const reasonOf = useBanReason()
  const { managers } = useShared()
  const [open, setOpen] = useState(false)
  // What the modal was opened for: it stays up (for 'thanks') once the ban is gone from the props.
  const [offer, setOffer] = useState<UnbanOffer | null>(null)
  const ban = managers?.ban ?? null
  const price = managers?.unbanPrice ?? null

  const openFor = () => {
    if (!ban || price === null) return
    setOffer({ ban, price })
    setOpen(true)
  }

  return (
    <>
      {ban && (
        <section
          aria-label={t('economy.unbans.notice.label')}
          data-testid="ban-notice"
          className="border-t border-danger/30 bg-danger/12"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2.5 text-sm sm:flex-row sm:items-center sm:gap-4 sm:px-6 lg:px-8">
            <Gavel aria-hidden="true" className="hidden size-5 shrink-0 text-danger sm:block" />
            <p className="min-w-0 flex-1 text-text">
              {ban.endsAt ? (
                <>
                  {t('economy.unbans.notice.temporary', { server: ban.server ?? '—' })}{' '}
                  <DateTime value={ban.endsAt} className="font-semibold" />.
                </>
              ) : (
                t('economy.unbans.notice.permanent', { server: ban.server ?? '—' })
              )}{' '}
              {ban.reason && (
                <span className="text-muted">
                  {t('economy.unbans.notice.reason', { reason: reasonOf(ban.reason) })}
                </span>
              )}{' '}
              {price === null && (
                <span className="text-muted">{t('economy.unbans.notice.cannot_buy')}</span>
              )}
            </p>
            {price !== null && (
              <Button size="sm" variant="secondary" onClick={openFor} className="self-start">
                {t('economy.unbans.notice.buy', {
                  price: t('common.money.rubles', { amount: price / 100 }),
                })}
              </Button>
            )}
          </div>
        </section>
      )}
      {offer && (
        <Suspense fallback={null}>
          <UnbanDialog offer={offer} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
