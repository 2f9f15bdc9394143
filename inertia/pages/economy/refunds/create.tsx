import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { RotateCcw } from 'lucide-react'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import { DateTime } from '~/components/accounts/date_time'
import { Countdown } from '~/components/economy/countdown'
import { formatMoney } from '~/components/economy/money'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { DataTable, type DataColumn } from '~/components/ui/data_table'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Status = 'refundable' | 'too_old' | 'refunded'

type WipeRow = {
  id: number
  server: { slug: string; name: string }
  wipeAt: string
  news: { slug: string } | null
  refundable: number
  refunded: { amount: number; at: string } | null
  purchases: {
    id: string
    kind: 'role' | 'ability'
    name: string
    amount: number
    boughtAt: string
    status: Status
  }[]
}

type Props = {
  refund: {
    terms: { roleDays: number; itemDays: number }
    wipes: WipeRow[]
    refunds: { id: number; server: string; wipeAt: string; amount: number; at: string }[]
  }
}

const STATUS_BADGES = { refundable: 'success', too_old: 'neutral', refunded: 'accent' } as const

type Translate = ReturnType<typeof useT>

function purchaseColumns(t: Translate): DataColumn<WipeRow['purchases'][number]>[] {
  return [
    {
      key: 'item',
      header: t('economy.refunds.columns.item'),
      cell: (purchase) => purchase.name,
      className: 'font-medium',
    },
    {
      key: 'bought',
      header: t('economy.refunds.columns.bought'),
      cell: (purchase) => <DateTime value={purchase.boughtAt} />,
    },
    {
      key: 'amount',
      header: t('economy.refunds.columns.amount'),
      cell: (purchase) => formatMoney(t, 'rub', purchase.amount),
      className: 'tabular-nums',
    },
    {
      key: 'status',
      header: t('economy.refunds.columns.status'),
      cell: (purchase) => (
        <Badge variant={STATUS_BADGES[purchase.status]} size="sm">
          {t(`economy.refunds.statuses.${purchase.status}`)}
        </Badge>
      ),
    },
  ]
}

function pastColumns(t: Translate): DataColumn<Props['refund']['refunds'][number]>[] {
  return [
    { key: 'server', header: t('economy.refunds.past_columns.server'), cell: (row) => row.server },
    {
      key: 'wipe',
      header: t('economy.refunds.past_columns.wipe'),
      cell: (row) => <DateTime value={row.wipeAt} />,
    },
    {
      key: 'amount',
      header: t('economy.refunds.past_columns.amount'),
      cell: (row) => formatMoney(t, 'rub', row.amount),
      className: 'tabular-nums',
    },
    {
      key: 'at',
      header: t('economy.refunds.past_columns.at'),
      cell: (row) => <DateTime value={row.at} />,
    },
  ]
}

function RefundButton({ wipe }: { wipe: WipeRow }) {
  const t = useT()
  const { locale } = useShared()
  const [sending, setSending] = useState(false)
  const send = () =>
    router.post(
      pageUrl('economy.refunds.store', locale),
      { wipeId: wipe.id },
      {
        preserveScroll: true,
        onStart: () => setSending(true),
        onFinish: () => setSending(false),
      }
    )
  return (
    <Button loading={sending} onClick={send}>
      <RotateCcw aria-hidden="true" />
      {t('economy.refunds.request', { amount: wipe.refundable / 100 })}
    </Button>
  )
}

function WipeCard({ wipe }: { wipe: WipeRow }) {
  const t = useT()
  return (
    <Card data-wipe={wipe.server.slug}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-lg font-semibold">
          {t('economy.refunds.wipe_title', { server: wipe.server.name })}
        </h2>
        <p className="text-sm text-muted">
          <DateTime value={wipe.wipeAt} /> · {t('economy.refunds.wipe_in')}{' '}
          <Countdown until={wipe.wipeAt} className="font-semibold text-text tabular-nums" />
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {wipe.purchases.length === 0 ? (
          <p className="text-muted">{t('economy.refunds.no_purchases')}</p>
        ) : (
          <DataTable
            label={t('economy.refunds.purchases_label', { server: wipe.server.name })}
            columns={purchaseColumns(t)}
            rows={wipe.purchases}
            rowKey={(purchase) => purchase.id}
            stacked
          />
        )}
        {wipe.refunded ? (
          <p role="status" className="font-semibold text-success">
            {t('economy.refunds.refunded', { amount: wipe.refunded.amount / 100 })}
          </p>
        ) : (
          wipe.refundable > 0 && (
            <div>
              <RefundButton wipe={wipe} />
            </div>
          )
        )}
      </CardContent>
    </Card>
  )
}

/** Cabinet → refund (spec §2, §4): what comes back before each upcoming wipe, and past refunds. */
export default function RefundsCreate({ refund }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('economy.refunds.title')} />
      <CabinetHeading
        title={t('economy.refunds.title')}
        intro={t('economy.refunds.intro', refund.terms)}
      />
      <div className="flex flex-col gap-6">
        {refund.wipes.length === 0 ? (
          <p className="text-muted">{t('economy.refunds.none')}</p>
        ) : (
          refund.wipes.map((wipe) => <WipeCard key={wipe.id} wipe={wipe} />)
        )}
        {refund.refunds.length > 0 && (
          <section className="flex flex-col gap-3">
            <h2 className="font-display text-lg font-semibold">
              {t('economy.refunds.past_title')}
            </h2>
            <DataTable
              label={t('economy.refunds.past_label')}
              columns={pastColumns(t)}
              rows={refund.refunds}
              rowKey={(row) => row.id}
              stacked
            />
          </section>
        )}
      </div>
    </>
  )
}

RefundsCreate.layout = [DefaultLayout, CabinetLayout]
