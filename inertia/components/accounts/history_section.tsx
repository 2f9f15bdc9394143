import { ChevronLeft, ChevronRight, Globe, Gamepad2, History, Rocket } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import type { Data } from '@generated/data'
import { HISTORY_TARGETS, type HistoryTarget } from '@domain/accounts/account_history'
import { AppLink } from '~/components/app/app_link'
import { DateTime } from '~/components/accounts/date_time'
import { Card } from '~/components/ui/card'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
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
    // Links and unlinks of a social login name the provider.
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
  const pages = Math.max(1, Math.ceil(meta.total / meta.perPage))
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
      <nav aria-label={t('accounts.history.targets_label')}>
        <ul className="inline-flex max-w-full gap-1 overflow-x-auto rounded-2xl border border-border bg-tab p-1">
          {HISTORY_TARGETS.map((item) => (
            <li key={item} className="shrink-0">
              <AppLink
                {...linkTo(item)}
                aria-current={item === target ? 'true' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-xl px-4 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-text',
                  'aria-[current=true]:bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))] aria-[current=true]:text-white'
                )}
              >
                {t(`accounts.history.targets.${item}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
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
      {pages > 1 && (
        <nav
          aria-label={t('accounts.history.pages_label')}
          className="flex flex-wrap items-center justify-between gap-3"
        >
          <PageLink
            disabled={meta.page <= 1}
            label={t('accounts.history.previous')}
            link={linkTo(target, meta.page - 1)}
            icon="before"
          />
          <span className="text-sm text-muted" aria-live="polite">
            {t('accounts.history.page_of', { page: meta.page, pages })}
          </span>
          <PageLink
            disabled={meta.page >= pages}
            label={t('accounts.history.next')}
            link={linkTo(target, meta.page + 1)}
            icon="after"
          />
        </nav>
      )}
    </section>
  )
}

const pageLinkClasses =
  'inline-flex h-9 items-center gap-1.5 rounded-lg border border-border-strong bg-white/6 px-3.5 text-sm font-semibold text-text transition-colors hover:border-accent1/60 hover:bg-white/10'

function PageLink({
  disabled,
  label,
  link,
  icon,
}: {
  disabled: boolean
  label: string
  link: Parameters<typeof AppLink>[0]
  icon: 'before' | 'after'
}) {
  const content = (
    <>
      {icon === 'before' && <ChevronLeft aria-hidden="true" className="size-4" />}
      {label}
      {icon === 'after' && <ChevronRight aria-hidden="true" className="size-4" />}
    </>
  )
  if (disabled) {
    return (
      <span aria-disabled="true" className={cn(pageLinkClasses, 'cursor-default opacity-45')}>
        {content}
      </span>
    )
  }
  return (
    <AppLink {...link} className={pageLinkClasses}>
      {content}
    </AppLink>
  )
}
