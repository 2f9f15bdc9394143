import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Scale } from 'lucide-react'
import type { Data } from '@generated/data'
import { CURRENCIES } from '@domain/economy/ledger'
import { DateTime } from '~/components/accounts/date_time'
import { Pagination } from '~/components/app/pagination'
import { formatMoney } from '~/components/economy/money'
import { PaymentStatusBadge } from '~/components/economy/payment_status_badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { SegmentedControl } from '~/components/ui/segmented_control'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '~/components/ui/table'
import { useCan } from '~/hooks/use_can'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Payment = Data.Economy.Payment.Variants['forStaff']

type Props = {
  meta: { page: number; perPage: number; total: number }
  payments: Payment[]
}

function AdjustmentForm() {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({ login: '', currency: 'coins' as string, amount: '', note: '' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Rubles are typed as rubles; the ledger keeps kopecks.
    form.transform((data) => ({
      ...data,
      amount:
        data.currency === 'rub'
          ? Math.round(Number(data.amount.replace(',', '.')) * 100)
          : Number(data.amount),
    }))
    form.post(pageUrl('economy.adjustments.store', locale), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 font-display text-lg font-semibold">
          <Scale aria-hidden="true" className="size-5 text-accent1-text" />
          {t('economy.adjustments.title')}
        </h2>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
          <Field label={t('economy.adjustments.login')} error={form.errors.login} required>
            <Input
              name="login"
              autoComplete="off"
              value={form.data.login}
              onChange={(event) => form.setData('login', event.target.value)}
            />
          </Field>
          <SegmentedControl
            label={t('economy.adjustments.currency')}
            value={form.data.currency}
            options={CURRENCIES.map((currency) => ({
              value: currency,
              label: t(`economy.transactions.filters.${currency}`),
            }))}
            onChange={(value) => form.setData('currency', value)}
          />
          <Field
            label={t('economy.adjustments.amount')}
            hint={t('economy.adjustments.amount_hint')}
            error={form.errors.amount}
            required
          >
            <Input
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={form.data.amount}
              onChange={(event) => form.setData('amount', event.target.value)}
            />
          </Field>
          <Field label={t('economy.adjustments.note')} error={form.errors.note} required>
            <Input
              name="note"
              maxLength={200}
              value={form.data.note}
              onChange={(event) => form.setData('note', event.target.value)}
            />
          </Field>
          <Button type="submit" className="self-start" loading={form.processing}>
            {t('economy.adjustments.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

/** Staff → payments (`web.economy.view`): every payment with its state and webhook log. */
export default function StaffPaymentsIndex({ meta, payments }: Props) {
  const t = useT()
  const canAdjust = useCan('web.economy.adjust')
  return (
    <>
      <Head title={t('economy.staff_payments.title')} />
      <div className="flex flex-col gap-8">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-2xl font-semibold text-white sm:text-3xl">
            {t('economy.staff_payments.title')}
          </h1>
          <p className="max-w-2xl text-sm leading-6 text-muted">
            {t('economy.staff_payments.intro')}
          </p>
        </div>
        {canAdjust && <AdjustmentForm />}
        {payments.length === 0 ? (
          <p className="text-sm text-muted">{t('economy.staff_payments.empty')}</p>
        ) : (
          <Table label={t('economy.staff_payments.table_label')}>
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('economy.staff_payments.columns.created')}</TableHeaderCell>
                <TableHeaderCell>{t('economy.staff_payments.columns.player')}</TableHeaderCell>
                <TableHeaderCell>{t('economy.staff_payments.columns.amount')}</TableHeaderCell>
                <TableHeaderCell>{t('economy.staff_payments.columns.method')}</TableHeaderCell>
                <TableHeaderCell>{t('economy.staff_payments.columns.status')}</TableHeaderCell>
                <TableHeaderCell>{t('economy.staff_payments.columns.log')}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((payment) => (
                <TableRow key={payment.id}>
                  <TableCell>
                    <DateTime value={payment.createdAt} />
                  </TableCell>
                  <TableCell>{payment.player.login}</TableCell>
                  <TableCell className="tabular-nums">
                    {formatMoney(t, 'rub', payment.amount)}
                    {payment.bonus > 0 && (
                      <span className="block text-xs text-success">
                        {t('economy.payments.bonus_added', {
                          amount: formatMoney(t, 'rub', payment.bonus),
                        })}
                      </span>
                    )}
                  </TableCell>
                  <TableCell>
                    {t(`economy.payments.methods.${payment.method}`)}
                    <span className="block font-mono text-xs text-subtle">
                      {payment.gateway} {payment.gatewayPaymentId ?? '—'}
                    </span>
                  </TableCell>
                  <TableCell>
                    <PaymentStatusBadge status={payment.status} />
                    {payment.failure && (
                      <span className="block text-xs text-subtle">{payment.failure}</span>
                    )}
                  </TableCell>
                  <TableCell>
                    {payment.events.length === 0 ? (
                      <span className="text-subtle">{t('economy.staff_payments.no_events')}</span>
                    ) : (
                      <ul className="flex flex-col gap-0.5 text-xs">
                        {payment.events.map((event) => (
                          <li key={event.id} className="font-mono">
                            {t('economy.staff_payments.event', {
                              source: event.source,
                              claimed: event.claimedStatus ?? '—',
                              outcome: event.outcome,
                            })}
                          </li>
                        ))}
                      </ul>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Pagination
          meta={meta}
          linkTo={(page) => ({
            route: 'economy.staff_payments.index',
            query: page > 1 ? { page: String(page) } : undefined,
          })}
          labels={{
            nav: t('economy.staff_payments.pages_label'),
            previous: t('economy.transactions.previous'),
            next: t('economy.transactions.next'),
            status: (pages) => t('economy.transactions.page_of', { page: meta.page, pages }),
          }}
        />
      </div>
    </>
  )
}

StaffPaymentsIndex.layout = DefaultLayout
