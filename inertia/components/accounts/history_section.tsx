import { Globe, Gamepad2, History, Rocket } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { Data } from '@generated/data'
import { HISTORY_TARGETS, type HistoryTarget } from '@domain/accounts/account_history'
import { FilterLinks } from '~/components/app/filter_links'
import { Pagination } from '~/components/app/pagination'
import { DateTime } from '~/components/accounts/date_time'
import { Card } from '~/components/ui/card'
import { useT } from '~/hooks/use_t'
import type { RouteName } from '~/lib/routes'

type Entry = Data.Accounts.AccountHistoryEntry

/** Which history is shown and where its page is; the entries come in their own prop. */
export type HistoryProps = {
  target: HistoryTarget
  meta: { page: number; perPage: number; total: number }
}

export type HistoryEntry = Entry

const SOURCE_ICONS: Record<NonNullable<Entry['session']>['source'], LucideIcon> = {
  site: Globe,
  launcher: Rocket,
  game: Gamepad2,
}

function useActionLabel() {
  const t = useT()
  return (action: string, details: Record<string, string>) => {
    const key = `accounts.history.actions.${action}`
    // Links and unlinks of an OAuth login name the provider.
    const provider = details.provider ? t(`accounts.oauth.providers.${details.provider}`) : ''
    const label = t(key, { provider })
    return label === key ? t('accounts.history.actions.other', { action }) : label
  }
}

function HistoryItem({ entry }: { entry: Entry }) {
  const t = useT()
  const actionLabel = useActionLabel()
  const SourceIcon = entry.session ? SOURCE_ICONS[entry.session.source] : null
  const ended = entry.details.otherSessionsEnded
  return (
    <li className="flex flex-col gap-1.5 border-b border-border py-4 last:border-b-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium text-white">{actionLabel(entry.action, entry.details)}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          {entry.session && SourceIcon ? (
            <span className="inline-flex items-center gap-1.5">
              <SourceIcon aria-hidden="true" className="size-4 shrink-0 text-subtle" />
              <span className="sr-only">
                {t(`accounts.active_sessions.sources.${entry.session.source}`)}
              </span>
              {entry.session.browser}, {entry.session.system}
            </span>
          ) : (
            <span>{t('accounts.history.no_session')}</span>
          )}
          <span aria-hidden="true" className="text-subtle">
            ·
          </span>
          <span className="font-mono break-all">{t('accounts.history.ip', { ip: entry.ip })}</span>
        </p>
        {ended !== undefined && (
          <p className="text-xs text-subtle">
            {t('accounts.history.other_sessions_ended', { count: Number(ended) })}
          </p>
        )}
      </div>
      <DateTime value={entry.createdAt} className="shrink-0 text-sm text-muted" />
    </li>
  )
}

/**
 * The account history (spec §7 `user/history`): password, e-mail and 2FA
 * changes, newest first, a page at a time. Switching the target or the page
 * reloads only these props and keeps the scroll position.
 */
export function HistorySection({
  history,
  entries,
  route,
}: {
  history: HistoryProps
  entries: Entry[]
  route: RouteName
}) {
  const t = useT()
  const { target, meta } = history
  const linkTo = (shown: HistoryTarget, page = 1) => {
    const query: Record<string, string> = { history: shown }
    if (page > 1) query.page = String(page)
    return {
      route,
      query,
      only: ['history', 'historyEntries'],
      preserveScroll: true,
      preserveState: true,
    }
  }

  return (
    <section aria-labelledby="account-history" id="history" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h2
          id="account-history"
          className="flex items-center gap-2 font-display text-xl font-semibold text-white"
        >
          <History aria-hidden="true" className="size-5 text-accent2-text" />
          {t('accounts.history.title')}
        </h2>
        <p className="max-w-2xl text-sm leading-6 text-muted">{t('accounts.history.intro')}</p>
      </div>
      <FilterLinks
        label={t('accounts.history.targets_label')}
        items={HISTORY_TARGETS}
        current={target}
        linkTo={(item) => linkTo(item)}
        itemLabel={(item) => t(`accounts.history.targets.${item}`)}
      />
      <Card className="px-5 sm:px-6">
        {entries.length === 0 ? (
          <p className="py-6 text-sm text-muted">{t('accounts.history.empty')}</p>
        ) : (
          <ol>
            {entries.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </Card>
      <Pagination
        meta={meta}
        linkTo={(page) => linkTo(target, page)}
        labels={{
          nav: t('accounts.history.pages_label'),
          previous: t('accounts.history.previous'),
          next: t('accounts.history.next'),
          status: (pages) => t('accounts.history.page_of', { page: meta.page, pages }),
        }}
      />
    </section>
  )
}
