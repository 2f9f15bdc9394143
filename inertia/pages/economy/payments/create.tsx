import { useEffect, type FormEvent } from 'react'
import { Head, useForm, usePoll } from '@inertiajs/react'
import { CircleCheck, CreditCard, FlaskConical, Wallet } from 'lucide-react'
import type { Data } from '@generated/data'
import { bonusFor, bonusPercent, type BonusTier } from '@domain/economy/bonus_tiers'
import type { PaymentMethod } from '@domain/economy/payments'
import { WalletChips } from '~/components/app/player_menu'
import { walletOf } from '~/components/app/player_state'
import { PaymentStatusBadge } from '~/components/economy/payment_status_badge'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { SegmentedControl } from '~/components/ui/segmented_control'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import { pageUrl } from '~/lib/routes'
import CompactLayout from '~/layouts/compact'

type Payment = Data.Economy.Payment

type Props = {
  options: {
    methods: PaymentMethod[]
    bonusTiers: BonusTier[]
    minAmount: number
    maxAmount: number
    currency: string
    /** The gateways are the local fakes: no real money moves. */
    testMode: boolean
  }
  /** Back from the gateway (spec §2 payment-success redirect). */
  returned: boolean
  payments: Payment[]
}

const QUICK_AMOUNTS = [300, 1000, 3000, 5000, 10000]

/** Rubles as typed ("1000", "99,50") in kopecks, or null. */
function parseRubles(text: string) {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}

function BonusTable({ tiers, amount }: { tiers: BonusTier[]; amount: number | null }) {
  const t = useT()
  const current = amount === null ? 0 : bonusPercent(amount, tiers)
  return (
    <section aria-labelledby="bonus-tiers" className="flex flex-col gap-2">
      <h2 id="bonus-tiers" className="text-xs font-semibold tracking-wider text-subtle uppercase">
        {t('economy.payments.bonus_title')}
      </h2>
      <ul className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
        {tiers.map((tier) => {
          const active = current > 0 && tier.percent === current
          return (
            <li
              key={tier.from}
              aria-current={active ? 'true' : undefined}
              className={cn(
                'flex flex-col rounded-xl border border-border bg-white/4 px-3 py-2 text-sm',
                active && 'border-accent1/60 bg-accent1/15'
              )}
            >
              <span className="text-muted">
                {t('economy.payments.bonus_from', {
                  amount: t('common.money.rubles', { amount: tier.from / 100 }),
                })}
              </span>
              <span className="font-semibold text-white">
                {t('economy.payments.bonus_percent', { percent: tier.percent })}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function RecentPayments({ payments }: { payments: Payment[] }) {
  const t = useT()
  if (payments.length === 0) return null
  return (
    <section aria-labelledby="recent-payments" className="flex flex-col gap-2">
      <h2
        id="recent-payments"
        className="text-xs font-semibold tracking-wider text-subtle uppercase"
      >
        {t('economy.payments.recent_title')}
      </h2>
      <ul className="flex flex-col gap-1.5" aria-live="polite">
        {payments.map((payment) => (
          <li
            key={payment.id}
            className="flex items-center justify-between gap-3 rounded-xl border border-border bg-white/4 px-3 py-2 text-sm"
          >
            <span className="min-w-0">
              <span className="font-semibold text-white tabular-nums">
                {t('common.money.rubles', { amount: payment.amount / 100 })}
              </span>
              {payment.bonus > 0 && (
                <span className="ms-2 text-success tabular-nums">
                  {t('economy.payments.bonus_added', {
                    amount: t('common.money.rubles', { amount: payment.bonus / 100 }),
                  })}
                </span>
              )}
              <span className="block text-xs text-subtle">
                {t(`economy.payments.methods.${payment.method}`)}
              </span>
            </span>
            <PaymentStatusBadge status={payment.status} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function TopUpForm({ options }: { options: Props['options'] }) {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({ amount: '1000', method: options.methods[0] as string })
  const amount = parseRubles(form.data.amount)
  const bonus = amount === null ? 0 : bonusFor(amount, options.bonusTiers)
  const rubles = (kopecks: number) => t('common.money.rubles', { amount: kopecks / 100 })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.clearErrors()
    if (amount === null || amount < options.minAmount || amount > options.maxAmount) {
      form.setError(
        'amount',
        t('economy.payments.amount_invalid', {
          min: rubles(options.minAmount),
          max: rubles(options.maxAmount),
        })
      )
      return
    }
    form.transform((data) => ({ amount, method: data.method }))
    form.post(pageUrl('economy.payments.store', locale), { preserveScroll: true })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <Field
        label={t('economy.payments.amount')}
        hint={t('economy.payments.amount_hint', {
          min: rubles(options.minAmount),
          max: rubles(options.maxAmount),
        })}
        error={form.errors.amount}
        required
      >
        <Input
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          trailing={<span className="text-sm text-subtle">₽</span>}
          value={form.data.amount}
          onChange={(event) => form.setData('amount', event.target.value)}
        />
      </Field>
      <div
        className="flex flex-wrap gap-1.5"
        role="group"
        aria-label={t('economy.payments.quick_label')}
      >
        {QUICK_AMOUNTS.map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant="secondary"
            aria-pressed={amount === value * 100}
            onClick={() => form.setData('amount', String(value))}
          >
            {rubles(value * 100)}
          </Button>
        ))}
      </div>
      <SegmentedControl
        label={t('economy.payments.method')}
        value={form.data.method}
        options={options.methods.map((method) => ({
          value: method,
          label: t(`economy.payments.methods.${method}`),
        }))}
        onChange={(value) => form.setData('method', value)}
      />
      {form.errors.method && <p className="text-sm text-danger">{form.errors.method}</p>}
      <BonusTable tiers={options.bonusTiers} amount={amount} />
      <p
        className="rounded-2xl border border-border bg-white/4 px-4 py-3 text-sm text-muted"
        aria-live="polite"
      >
        {amount === null
          ? t('economy.payments.total_unknown')
          : t('economy.payments.total', {
              total: rubles(amount + bonus),
              bonus: rubles(bonus),
            })}
      </p>
      <Button type="submit" block loading={form.processing}>
        <CreditCard aria-hidden="true" />
        {amount === null
          ? t('economy.payments.submit_plain')
          : t('economy.payments.submit', { amount: rubles(amount) })}
      </Button>
    </form>
  )
}

/** /pay (spec §2, compact): top up the balance by card, SBP or crypto, with the bonus tiers. */
export default function PaymentsCreate({ options, returned, payments }: Props) {
  const t = useT()
  const shared = useShared()
  const open = payments.some(
    (payment) => payment.status === 'pending' || payment.status === 'created'
  )
  // Back from the gateway: the balance updates here as soon as the payment is credited.
  const poll = usePoll(3000, { only: ['payments', 'balance', 'coins'] }, { autoStart: false })
  useEffect(() => {
    if (returned && open) poll.start()
    else poll.stop()
    return () => poll.stop()
  }, [returned, open, poll])

  return (
    <>
      <Head title={t('economy.payments.title')} />
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="flex items-center gap-2 font-display text-2xl font-semibold text-white">
            <Wallet aria-hidden="true" className="size-6 text-accent2-text" />
            {t('economy.payments.title')}
          </h1>
          <p className="text-sm leading-6 text-muted">{t('economy.payments.intro')}</p>
        </div>
        <WalletChips wallet={walletOf(shared)} />
        {returned && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-2xl border border-success/35 bg-success/12 px-4 py-3 text-sm text-success"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(open ? 'economy.payments.accepted' : 'economy.payments.credited')}
          </p>
        )}
        {options.testMode && options.methods.length > 0 && (
          <p
            role="note"
            className="flex items-start gap-2 rounded-2xl border border-warn/35 bg-warn/12 px-4 py-3 text-sm text-warn"
          >
            <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('economy.payments.test_mode')}
          </p>
        )}
        {options.methods.length === 0 ? (
          <p
            role="status"
            className="rounded-2xl border border-warn/35 bg-warn/12 px-4 py-3 text-sm text-warn"
          >
            {t('economy.payments.unavailable')}
          </p>
        ) : (
          <TopUpForm options={options} />
        )}
        <RecentPayments payments={payments} />
      </div>
    </>
  )
}

PaymentsCreate.layout = CompactLayout
