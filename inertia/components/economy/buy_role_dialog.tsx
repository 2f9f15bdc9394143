import { useState } from 'react'
import { useForm } from '@inertiajs/react'
import { PartyPopper, ShoppingCart } from 'lucide-react'
import type { Data } from '@generated/data'
import { discountedPrice, type RolePeriod } from '@domain/economy/store'
import { AppLink } from '~/components/app/app_link'
import { DateTime } from '~/components/accounts/date_time'
import { formatMoney } from '~/components/economy/money'
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
import { Field } from '~/components/ui/field'
import { SegmentedControl } from '~/components/ui/segmented_control'
import { Select } from '~/components/ui/select'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { useIdempotencyKey } from '~/hooks/use_idempotency_key'
import { pageUrl } from '~/lib/routes'

type Shelf = Data.Economy.StoreCatalogue
type Grant = Data.Economy.StoreGrant

/** What the dialog sells: a role (by slug, on any server that sells it) or one ability. */
export type BuyTarget = { type: 'role' | 'ability'; slug: string; server: string | null }

type Props = {
  target: BuyTarget | null
  shelves: Shelf[]
  activeRoles: Grant[]
  discountPercent: number
  balance: number | null
  onClose: () => void
}

/** Prices of the target on a server; null when it is not sold there. */
function offerOn(shelf: Shelf, target: BuyTarget) {
  if (target.type === 'ability') {
    const ability = shelf.abilities.find((row) => row.slug === target.slug)
    return ability
      ? { name: ability.name, prices: { month: ability.price } as Record<string, number | null> }
      : null
  }
  const role = shelf.roles.find((row) => row.slug === target.slug)
  return role ? { name: role.name, prices: role.prices as Record<string, number | null> } : null
}

/**
 * The buy-role modal (spec §2): server ('Select server'), period, the
 * price after the player's discount, extend or stack when the role is
 * active there, pay from the balance (a top-up link when short), then
 * 'thanks'. One Idempotency-Key per opened dialog: a double press buys once.
 */
export function BuyRoleDialog({
  target,
  shelves,
  activeRoles,
  discountPercent,
  balance,
  onClose,
}: Props) {
  const t = useT()
  const { locale, currentUser } = useShared()
  const [key, renewKey] = useIdempotencyKey()
  const [done, setDone] = useState(false)
  const form = useForm({
    type: target?.type ?? 'role',
    slug: target?.slug ?? '',
    server: target?.server ?? '',
    period: 'month' as RolePeriod,
    mode: '' as '' | 'extend' | 'stack',
  })
  const servers = target ? shelves.filter((shelf) => offerOn(shelf, target) !== null) : []
  const shelf = servers.find((row) => row.server.slug === form.data.server) ?? null
  const offer = shelf && target ? offerOn(shelf, target) : null
  const periods = (['month', 'quarter', 'forever'] as const).filter(
    (period) => offer && offer.prices[period] !== null && offer.prices[period] !== undefined
  )
  const price = offer
    ? (offer.prices[target?.type === 'ability' ? 'month' : form.data.period] ?? null)
    : null
  const amount = price === null ? null : discountedPrice(price, discountPercent)
  const active =
    target?.type === 'role'
      ? activeRoles.find(
          (grant) => grant.item.slug === target.slug && grant.server.slug === form.data.server
        )
      : undefined
  const short = balance !== null && amount !== null && amount > balance

  const close = () => {
    setDone(false)
    renewKey()
    form.reset()
    form.clearErrors()
    onClose()
  }

  const submit = () => {
    form.transform((data) => ({
      type: data.type,
      slug: data.slug,
      server: data.server,
      ...(data.type === 'role' ? { period: data.period } : {}),
      ...(active && data.mode ? { mode: data.mode } : {}),
    }))
    form.post(pageUrl('economy.store_purchases.store', locale), {
      headers: { 'Idempotency-Key': key },
      preserveScroll: true,
      onSuccess: () => setDone(true),
      onError: renewKey,
    })
  }

  const periodLabel = (period: RolePeriod) => t(`economy.store.periods.${period}`)
  const fieldError = form.errors.slug ?? (form.errors as Record<string, string | undefined>).balance

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent size="md" aria-describedby="buy-role-description">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            {done ? (
              <PartyPopper aria-hidden="true" className="size-5 text-accent1-text" />
            ) : (
              <ShoppingCart aria-hidden="true" className="size-5 text-accent1-text" />
            )}
            {done
              ? t('economy.store.thanks_title')
              : t('economy.store.buy_title', { name: offer?.name ?? target?.slug ?? '' })}
          </DialogTitle>
          <DialogDescription id="buy-role-description">
            {done
              ? t('economy.store.thanks_text', {
                  name: offer?.name ?? '',
                  server: shelf?.server.name ?? '',
                })
              : t('economy.store.buy_intro')}
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <DialogFooter>
            <Button asChild variant="secondary">
              <AppLink route="economy.cabinet_roles.index">{t('economy.store.to_cabinet')}</AppLink>
            </Button>
            <Button type="button" onClick={close}>
              {t('economy.store.thanks_close')}
            </Button>
          </DialogFooter>
        ) : !currentUser ? (
          <DialogFooter>
            <Button asChild>
              <AppLink route="accounts.sessions.create">{t('common.auth.login')}</AppLink>
            </Button>
          </DialogFooter>
        ) : (
          <>
            <DialogBody className="flex flex-col gap-4">
              <Field label={t('economy.store.server')} error={form.errors.server} required>
                <Select
                  name="server"
                  placeholder={t('economy.store.select_server')}
                  value={form.data.server || undefined}
                  onValueChange={(value) => {
                    form.setData('server', value)
                    form.clearErrors('server')
                  }}
                  options={servers.map((row) => ({
                    value: row.server.slug,
                    label: row.server.name,
                  }))}
                />
              </Field>
              {target?.type === 'role' && periods.length > 0 && (
                <SegmentedControl
                  label={t('economy.store.period')}
                  value={form.data.period}
                  onChange={(value) => form.setData('period', value as RolePeriod)}
                  options={periods.map((period) => ({ value: period, label: periodLabel(period) }))}
                />
              )}
              {form.errors.period && <p className="text-sm text-danger">{form.errors.period}</p>}
              {active && (
                <Field
                  label={t('economy.store.already_active')}
                  hint={
                    active.expiresAt ? (
                      <>
                        {t('economy.store.until')} <DateTime value={active.expiresAt} />
                      </>
                    ) : (
                      t('economy.store.active_forever')
                    )
                  }
                  error={form.errors.mode}
                >
                  <SegmentedControl
                    label={t('economy.store.mode')}
                    value={form.data.mode}
                    onChange={(value) => form.setData('mode', value as 'extend' | 'stack')}
                    options={[
                      { value: 'extend', label: t('economy.store.modes.extend') },
                      { value: 'stack', label: t('economy.store.modes.stack') },
                    ]}
                  />
                </Field>
              )}
              {amount !== null && price !== null && (
                <dl className="grid grid-cols-2 gap-2 rounded-2xl border border-border bg-white/3 p-4 text-sm">
                  <dt className="text-muted">{t('economy.store.price')}</dt>
                  <dd className="text-right text-text tabular-nums">
                    {formatMoney(t, 'rub', price)}
                  </dd>
                  {discountPercent > 0 && (
                    <>
                      <dt className="text-muted">{t('economy.store.discount')}</dt>
                      <dd className="text-right text-success tabular-nums">−{discountPercent}%</dd>
                    </>
                  )}
                  <dt className="font-semibold text-text">{t('economy.store.total')}</dt>
                  <dd className="text-right font-semibold text-white tabular-nums">
                    {formatMoney(t, 'rub', amount)}
                  </dd>
                  {balance !== null && (
                    <>
                      <dt className="text-muted">{t('economy.store.balance')}</dt>
                      <dd className="text-right text-text tabular-nums">
                        {formatMoney(t, 'rub', balance)}
                      </dd>
                    </>
                  )}
                </dl>
              )}
              {short && (
                <p className="text-sm text-warn">
                  {t('economy.store.short')}{' '}
                  <AppLink route="economy.payments.create" className="text-accent1-text underline">
                    {t('economy.store.top_up')}
                  </AppLink>
                </p>
              )}
              {fieldError && (
                <p role="alert" className="text-sm text-danger">
                  {fieldError}
                </p>
              )}
            </DialogBody>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={close}>
                {t('common.actions.cancel')}
              </Button>
              <Button
                type="button"
                onClick={submit}
                loading={form.processing}
                disabled={Boolean(active) && !form.data.mode}
              >
                {t('economy.store.pay', {
                  amount: amount === null ? '' : formatMoney(t, 'rub', amount),
                })}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
