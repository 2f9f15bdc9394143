import { useEffect, useState } from 'react'
import { router, useForm } from '@inertiajs/react'
import { CircleCheck, Gavel } from 'lucide-react'
import { DateTime } from '~/components/accounts/date_time'
import { AppLink } from '~/components/app/app_link'
import type { UnbanOffer } from '~/components/economy/ban_notice'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { useShared } from '~/hooks/use_shared'
import { useBanReason } from '~/hooks/use_ban_reason'
import { useT } from '~/hooks/use_t'
import { useIdempotencyKey } from '~/hooks/use_idempotency_key'
import { hasRoute, pageUrl } from '~/lib/routes'

type Props = {
  offer: UnbanOffer
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The purchase's action: the site's, or the launcher's ban screen's. */
  storeRoute?: 'economy.unbans.store' | 'launcher.unbans.store'
}

/**
 * The unban purchase modal (spec §2 modals): the ban, its price and what
 * happens, then the payment; 'thanks' once the ban is lifted, or the
 * server's refusal (ended meanwhile, not enough money …) in the modal.
 */
export default function UnbanDialog({
  offer,
  open,
  onOpenChange,
  storeRoute = 'economy.unbans.store',
}: Props) {
  const t = useT()
  const reasonOf = useBanReason()
  const shared = useShared()
  const [thanked, setThanked] = useState(false)
  // One key per opening: a double press pays once.
  const [key, renewKey] = useIdempotencyKey()
  const form = useForm({ banId: offer.ban.id })
  const price = t('common.money.rubles', { amount: offer.price / 100 })
  const balance = shared.balance ?? 0
  const short = !thanked && balance < offer.price
  const inLauncher = storeRoute === 'launcher.unbans.store'

  // Back from topping up in the browser: the balance the dialog weighs is fresh again.
  useEffect(() => {
    if (!inLauncher || !open) return
    const refresh = () => router.reload({ only: ['balance'] })
    window.addEventListener('focus', refresh)
    return () => window.removeEventListener('focus', refresh)
  }, [inLauncher, open])

  const change = (next: boolean) => {
    onOpenChange(next)
    if (!next) {
      setThanked(false)
      renewKey()
      form.clearErrors()
    }
  }

  const pay = () => {
    form.transform(() => ({ banId: offer.ban.id }))
    form.post(pageUrl(storeRoute, shared.locale), {
      headers: { 'Idempotency-Key': key },
      preserveScroll: true,
      onSuccess: () => setThanked(true),
    })
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent size="sm" aria-describedby="unban-description">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            {thanked ? (
              <CircleCheck aria-hidden="true" className="size-5 text-success" />
            ) : (
              <Gavel aria-hidden="true" className="size-5 text-accent1-text" />
            )}
            {t(thanked ? 'economy.unbans.dialog.thanks_title' : 'economy.unbans.dialog.title')}
          </DialogTitle>
          <DialogDescription id="unban-description">
            {t(thanked ? 'economy.unbans.dialog.thanks' : 'economy.unbans.dialog.intro')}
          </DialogDescription>
        </DialogHeader>
        {thanked ? (
          <DialogFooter>
            <Button type="button" onClick={() => change(false)}>
              {t('economy.unbans.dialog.close')}
            </Button>
          </DialogFooter>
        ) : (
          <>
            <DialogBody className="flex flex-col gap-4">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted">{t('economy.unbans.dialog.server')}</dt>
                <dd className="text-text">{offer.ban.server ?? '—'}</dd>
                {offer.ban.reason && (
                  <>
                    <dt className="text-muted">{t('economy.unbans.dialog.reason')}</dt>
                    <dd className="text-text">{reasonOf(offer.ban.reason)}</dd>
                  </>
                )}
                <dt className="text-muted">{t('economy.unbans.dialog.ends_at')}</dt>
                <dd className="text-text">
                  {offer.ban.endsAt && <DateTime value={offer.ban.endsAt} />}
                </dd>
                <dt className="text-muted">{t('economy.unbans.dialog.price')}</dt>
                <dd className="font-semibold text-white tabular-nums" data-testid="unban-price">
                  {price}
                </dd>
                <dt className="text-muted">{t('economy.unbans.dialog.balance')}</dt>
                <dd className="text-text tabular-nums">
                  {t('common.money.rubles', { amount: balance / 100 })}
                </dd>
              </dl>
              <p className="text-sm text-muted">{t('economy.unbans.dialog.what_happens')}</p>
              <p className="text-xs text-subtle">{t('economy.unbans.dialog.price_note')}</p>
              {form.errors.banId && (
                <p role="alert" className="text-sm font-medium text-danger">
                  {form.errors.banId}
                </p>
              )}
            </DialogBody>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => change(false)}>
                {t('common.actions.cancel')}
              </Button>
              {short && hasRoute('economy.payments.create') ? (
                <Button asChild variant="secondary">
                  {inLauncher ? (
                    // Launcher mode allows only its own pages (spec §2): the site's pay page
                    // opens in the player's browser, and the balance refreshes on return.
                    <a
                      href={`${shared.site.origin}${pageUrl('economy.payments.create', shared.locale)}`}
                      target="_blank"
                      rel="noreferrer"
                      data-testid="unban-top-up"
                    >
                      {t('economy.unbans.dialog.top_up')}
                    </a>
                  ) : (
                    <AppLink route="economy.payments.create" data-testid="unban-top-up">
                      {t('economy.unbans.dialog.top_up')}
                    </AppLink>
                  )}
                </Button>
              ) : null}
              <Button type="button" onClick={pay} loading={form.processing}>
                {t('economy.unbans.dialog.confirm', { price })}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
