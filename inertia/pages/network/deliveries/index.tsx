import type { FormEvent } from 'react'
import { Head, router } from '@inertiajs/react'
import { ChevronLeft, ChevronRight, PackageCheck, RotateCw } from 'lucide-react'
import type { Data } from '@generated/data'
import { canRetry } from '@domain/network/delivery_states'
import { DateTime } from '~/components/accounts/date_time'
import { AppLink } from '~/components/app/app_link'
import { DeliveryStateBadge } from '~/components/network/delivery_state_badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { controlClasses } from '~/components/ui/input'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '~/components/ui/table'
import { useShared } from '~/hooks/use_shared'
import { usePostAction } from '~/hooks/use_post_action'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Delivery = Data.Network.DeliveryCommand

type Props = {
  deliveries: Delivery[]
  filters: { server: string; state: string }
  states: Delivery['state'][]
  pagination: { page: number; lastPage: number; total: number }
}

function RetryButton({ delivery }: { delivery: Delivery }) {
  const t = useT()
  const { sending, send } = usePostAction('network.delivery_retries.store', { id: delivery.id })
  if (!canRetry(delivery.state)) return null
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={sending}
      onClick={send}
      aria-label={t('network.deliveries.retry_named', {
        label: delivery.label,
        nickname: delivery.nickname,
      })}
    >
      <RotateCw aria-hidden="true" />
      {t('network.deliveries.retry')}
    </Button>
  )
}

/** Server and state filters: a native GET form, so it works before hydration too. */
function Filters({ filters, states }: Pick<Props, 'filters' | 'states'>) {
  const t = useT()
  const { locale, app } = useShared()
  const action = pageUrl('network.deliveries.index', locale)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const query: Record<string, string> = {}
    for (const key of ['server', 'state']) {
      const value = String(data.get(key) ?? '')
      if (value) query[key] = value
    }
    router.get(action, query, { preserveScroll: true })
  }
  const selectClasses = cn(controlClasses, 'h-11 px-3')
  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      aria-label={t('network.deliveries.filters_label')}
      className="flex flex-wrap items-end gap-3"
    >
      <label className="flex min-w-44 flex-1 flex-col gap-1.5 text-sm text-muted sm:flex-none">
        {t('network.deliveries.server')}
        <select name="server" defaultValue={filters.server} className={selectClasses}>
          <option value="">{t('network.deliveries.all_servers')}</option>
          {app.servers.map((server) => (
            <option key={server.slug} value={server.slug}>
              {server.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-44 flex-1 flex-col gap-1.5 text-sm text-muted sm:flex-none">
        {t('network.deliveries.state')}
        <select name="state" defaultValue={filters.state} className={selectClasses}>
          <option value="">{t('network.deliveries.all_states')}</option>
          {states.map((state) => (
            <option key={state} value={state}>
              {t(`network.deliveries.states.${state}`)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="secondary">
        {t('network.deliveries.apply')}
      </Button>
    </form>
  )
}

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const t = useT()
  return (
    <TableRow>
      <TableCell className="max-w-80 align-top whitespace-normal">
        <span className="block font-medium text-white">{delivery.label}</span>
        <code className="block font-mono text-xs break-all text-subtle">{delivery.command}</code>
      </TableCell>
      <TableCell className="align-top">
        {delivery.nickname}
        {delivery.requiresOnline && (
          <span className="block text-xs text-subtle">{t('network.deliveries.online_only')}</span>
        )}
      </TableCell>
      <TableCell className="align-top">{delivery.server?.name}</TableCell>
      <TableCell className="align-top">
        <DeliveryStateBadge
          state={delivery.state}
          label={t(`network.deliveries.states.${delivery.state}`)}
        />
        {delivery.transport && (
          <span className="mt-1 block text-xs text-subtle">
            {t(`network.deliveries.transports.${delivery.transport}`)}
          </span>
        )}
      </TableCell>
      <TableCell className="align-top tabular-nums">{delivery.attempts}</TableCell>
      <TableCell className="max-w-72 align-top text-xs whitespace-normal">
        <span className="block break-words">
          {delivery.output ?? t('network.deliveries.no_output')}
        </span>
        {delivery.lastError && delivery.state !== 'done' && (
          <span className="mt-1 block break-words text-danger">
            {t('network.deliveries.last_error')}: {delivery.lastError}
          </span>
        )}
      </TableCell>
      <TableCell className="align-top text-xs">
        <DateTime value={delivery.createdAt} />
      </TableCell>
      <TableCell className="align-top">
        <RetryButton delivery={delivery} />
      </TableCell>
    </TableRow>
  )
}

function Pagination({ filters, pagination }: Pick<Props, 'filters' | 'pagination'>) {
  const t = useT()
  const query = (page: number) => {
    const values: Record<string, string> = { page: String(page) }
    if (filters.server) values.server = filters.server
    if (filters.state) values.state = filters.state
    return values
  }
  return (
    <nav
      aria-label={t('network.deliveries.pagination_label')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted"
    >
      <span>{t('network.deliveries.page_of', pagination)}</span>
      <span className="flex gap-2">
        {pagination.page > 1 && (
          <AppLink
            route="network.deliveries.index"
            query={query(pagination.page - 1)}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-accent1-text hover:underline"
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('network.deliveries.previous')}
          </AppLink>
        )}
        {pagination.page < pagination.lastPage && (
          <AppLink
            route="network.deliveries.index"
            query={query(pagination.page + 1)}
            className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-accent1-text hover:underline"
          >
            {t('network.deliveries.next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </AppLink>
        )}
      </span>
    </nav>
  )
}

/** Staff → deliveries (web.network.view): the outbox with state, attempts, output and retry. */
export default function DeliveriesIndex({ deliveries, filters, states, pagination }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('network.deliveries.title')} />
      <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="flex items-center gap-3 font-display text-2xl font-semibold text-white sm:text-3xl">
            <PackageCheck aria-hidden="true" className="size-7 text-accent2-text" />
            {t('network.deliveries.title')}
          </h1>
          <p className="max-w-3xl text-sm leading-6 text-muted sm:text-base">
            {t('network.deliveries.intro')}
          </p>
        </div>
        <Filters filters={filters} states={states} />
        {deliveries.length === 0 ? (
          <Card className="p-8 text-center text-sm leading-6 text-muted">
            {t('network.deliveries.empty')}
          </Card>
        ) : (
          <Table label={t('network.deliveries.list_label')} className="min-w-0">
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('network.deliveries.columns.command')}</TableHeaderCell>
                <TableHeaderCell>{t('network.deliveries.columns.player')}</TableHeaderCell>
                <TableHeaderCell>{t('network.deliveries.columns.server')}</TableHeaderCell>
                <TableHeaderCell>{t('network.deliveries.columns.state')}</TableHeaderCell>
                <TableHeaderCell>{t('network.deliveries.columns.attempts')}</TableHeaderCell>
                <TableHeaderCell>{t('network.deliveries.columns.output')}</TableHeaderCell>
                <TableHeaderCell>{t('network.deliveries.columns.created')}</TableHeaderCell>
                <TableHeaderCell>{t('network.deliveries.columns.actions')}</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {deliveries.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} />
              ))}
            </TableBody>
          </Table>
        )}
        <Pagination filters={filters} pagination={pagination} />
      </div>
    </>
  )
}

DeliveriesIndex.layout = DefaultLayout
