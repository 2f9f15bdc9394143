import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { ArrowRightLeft, Coins, Wallet } from 'lucide-react'
import type { Data } from '@generated/data'
import { CURRENCIES, type Currency } from '@domain/economy/ledger'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import { DateTime } from '~/components/accounts/date_time'
import { AppLink } from '~/components/app/app_link'
import { FilterLinks } from '~/components/app/filter_links'
import { Pagination } from '~/components/app/pagination'
import { WalletChips } from '~/components/app/player_menu'
import { walletOf } from '~/components/app/player_state'
import { formatMoney, formatSigned } from '~/components/economy/money'
import { TransferCoinsDialog } from '~/components/economy/transfer_coins_dialog'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import DefaultLayout from '~/layouts/default'

type Entry = Data.Economy.LedgerEntry

type Props = {
  filter: { currency: Currency | null; meta: { page: number; perPage: number; total: number } }
  entries: Entry[]
}

const FILTERS = ['all', ...CURRENCIES] as const

/** What the row refers to, as a link where there is a page for it. */
function Reference({ entry }: { entry: Entry }) {
  const t = useT()
  if (entry.reference?.type === 'payment') {
    return (
      <AppLink
        route="economy.payments.create"
        className="text-accent2-text underline-offset-4 hover:underline"
      >
        {t('economy.transactions.links.payment')}
      </AppLink>
    )
  }
  if (entry.counterparty) {
    return (
      <span>
        {t(
          entry.reason === 'transfer_out'
            ? 'economy.transactions.links.to'
            : 'economy.transactions.links.from',
          { login: entry.counterparty }
        )}
      </span>
    )
  }
  if (entry.note) return <span>{entry.note}</span>
  return null
}

function EntryItem({ entry }: { entry: Entry }) {
  const t = useT()
  const Icon = entry.currency === 'rub' ? Wallet : Coins
  return (
    <li className="flex flex-col gap-2 border-b border-border py-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
      <div className="flex min-w-0 items-start gap-3">
        <Icon
          aria-hidden="true"
          className={cn(
            'mt-0.5 size-5 shrink-0',
            entry.currency === 'rub' ? 'text-accent2-text' : 'text-warn'
          )}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-medium text-white">
            {t(`economy.transactions.reasons.${entry.reason}`)}
          </p>
          <p className="flex flex-wrap gap-x-2 text-sm text-muted">
            <Reference entry={entry} />
            <DateTime value={entry.createdAt} className="text-subtle" />
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-start sm:items-end">
        <span
          className={cn(
            'font-semibold tabular-nums',
            entry.amount < 0 ? 'text-danger' : 'text-success'
          )}
        >
          {formatSigned(t, entry.currency, entry.amount)}
        </span>
        <span className="text-xs text-subtle tabular-nums">
          {t('economy.transactions.balance_after', {
            balance: formatMoney(t, entry.currency, entry.balanceAfter),
          })}
        </span>
      </div>
    </li>
  )
}

/** Cabinet → transactions (spec §2, §7 `user/history/money`): the ledger, newest first. */
export default function TransactionsIndex({ filter, entries }: Props) {
  const t = useT()
  const shared = useShared()
  const [transferOpen, setTransferOpen] = useState(false)
  const shown = filter.currency ?? 'all'
  const linkTo = (currency: (typeof FILTERS)[number], page = 1) => {
    const query: Record<string, string> = {}
    if (currency !== 'all') query.currency = currency
    if (page > 1) query.page = String(page)
    return {
      route: 'economy.transactions.index' as const,
      query,
      only: ['filter', 'entries'],
      preserveScroll: true,
      preserveState: true,
    }
  }

  return (
    <>
      <Head title={t('economy.transactions.title')} />
      <CabinetHeading
        title={t('economy.transactions.title')}
        intro={t('economy.transactions.intro')}
      />
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <WalletChips wallet={walletOf(shared)} className="sm:min-w-80" />
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary">
              <AppLink route="economy.payments.create">
                <Wallet aria-hidden="true" />
                {t('economy.transactions.top_up')}
              </AppLink>
            </Button>
            <Button variant="secondary" onClick={() => setTransferOpen(true)}>
              <ArrowRightLeft aria-hidden="true" />
              {t('economy.transfers.open')}
            </Button>
          </div>
        </div>
        <FilterLinks
          label={t('economy.transactions.filter_label')}
          items={FILTERS}
          current={shown}
          linkTo={(item) => linkTo(item)}
          itemLabel={(item) => t(`economy.transactions.filters.${item}`)}
        />
        <Card className="px-5 sm:px-6">
          {entries.length === 0 ? (
            <p className="py-6 text-sm text-muted">{t('economy.transactions.empty')}</p>
          ) : (
            <ol aria-label={t('economy.transactions.list_label')}>
              {entries.map((entry) => (
                <EntryItem key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
        </Card>
        <Pagination
          meta={filter.meta}
          linkTo={(page) => linkTo(shown, page)}
          labels={{
            nav: t('economy.transactions.pages_label'),
            previous: t('economy.transactions.previous'),
            next: t('economy.transactions.next'),
            status: (pages) => t('economy.transactions.page_of', { page: filter.meta.page, pages }),
          }}
        />
      </div>
      <TransferCoinsDialog open={transferOpen} onOpenChange={setTransferOpen} />
    </>
  )
}

TransactionsIndex.layout = [DefaultLayout, CabinetLayout]
