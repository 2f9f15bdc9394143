import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import type { LucideIcon } from 'lucide-react'
import { Gamepad2, Globe, LogOut, Rocket } from 'lucide-react'
import type { Data } from '@generated/data'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import { DateTime } from '~/components/accounts/date_time'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { usePlayerShell } from '~/hooks/use_player_shell'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type ActiveSession = Data.Accounts.ActiveSession

/** spec §3 session sources, each with its icon. */
const SOURCE_ICONS: Record<ActiveSession['source'], LucideIcon> = {
  site: Globe,
  launcher: Rocket,
  game: Gamepad2,
}

function SessionCard({ session }: { session: ActiveSession }) {
  const t = useT()
  const { locale } = useShared()
  const [ending, setEnding] = useState(false)
  const Icon = SOURCE_ICONS[session.source]

  const end = () =>
    router.delete(pageUrl('accounts.active_sessions.destroy', locale, { id: session.id }), {
      preserveScroll: true,
      onStart: () => setEnding(true),
      onFinish: () => setEnding(false),
    })

  return (
    <Card
      variant={session.current ? 'glow' : 'default'}
      className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-4 p-5 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:p-6"
    >
      <span
        aria-hidden="true"
        className={cn(
          'grid size-11 shrink-0 place-items-center rounded-2xl border',
          session.current
            ? 'border-accent1/45 bg-accent1/15 text-accent1-text'
            : 'border-border bg-white/5 text-muted'
        )}
      >
        <Icon className="size-5" />
      </span>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <h2 className="font-display text-base font-semibold break-words text-white">
          {session.browser}, {session.system}
        </h2>
        {session.current && (
          <Badge variant="glow" size="sm">
            {t('accounts.active_sessions.current')}
          </Badge>
        )}
      </div>
      <dl className="col-span-full row-start-2 grid grid-cols-2 gap-x-6 gap-y-3 text-sm lg:grid-cols-4">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-subtle">{t('accounts.active_sessions.source')}</dt>
          <dd className="text-text">{t(`accounts.active_sessions.sources.${session.source}`)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-subtle">{t('accounts.active_sessions.ip')}</dt>
          <dd className="font-mono text-text break-all">{session.ip}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-subtle">{t('accounts.active_sessions.created')}</dt>
          <dd className="text-text">
            <DateTime value={session.createdAt} />
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs text-subtle">{t('accounts.active_sessions.last_used')}</dt>
          <dd className="text-text">
            <DateTime value={session.lastUsedAt} />
          </dd>
        </div>
      </dl>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          // Below the details on a phone, beside the title from sm up.
          className="col-span-full row-start-3 justify-self-start sm:col-span-1 sm:col-start-3 sm:row-start-1"
          loading={ending}
          onClick={end}
          aria-label={t('accounts.active_sessions.end_named', {
            browser: session.browser,
            system: session.system,
          })}
        >
          <LogOut aria-hidden="true" />
          {t('accounts.active_sessions.end')}
        </Button>
      )}
    </Card>
  )
}

/** "End all other sessions" behind a confirmation (spec §2 modals: confirm action). */
function EndOthersDialog({ count }: { count: number }) {
  const t = useT()
  const { locale } = useShared()
  const [open, setOpen] = useState(false)
  const [ending, setEnding] = useState(false)

  const confirm = () =>
    router.delete(pageUrl('accounts.other_sessions.destroy', locale), {
      preserveScroll: true,
      onStart: () => setEnding(true),
      onFinish: () => {
        setEnding(false)
        setOpen(false)
      },
    })

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="danger">
          <LogOut aria-hidden="true" />
          {t('accounts.active_sessions.end_others')}
        </Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{t('accounts.active_sessions.end_others_title')}</DialogTitle>
          <DialogDescription>
            {t('accounts.active_sessions.end_others_text', { count })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="mt-6">
          <DialogClose asChild>
            <Button variant="secondary">{t('common.actions.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" loading={ending} onClick={confirm}>
            {t('accounts.active_sessions.end_others_confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** Cabinet → sessions (spec §2): where the account is logged in; end one or all others. */
export default function ActiveSessionsIndex({ sessions }: { sessions: ActiveSession[] }) {
  const t = useT()
  const shell = usePlayerShell()
  const others = sessions.filter((session) => !session.current).length
  return (
    <>
      <Head title={t('accounts.active_sessions.title')} />
      <CabinetHeading
        title={t('accounts.active_sessions.title')}
        intro={t('accounts.active_sessions.intro')}
      />
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        {shell ? (
          <Skeleton className="h-10 w-56" />
        ) : others > 0 ? (
          <EndOthersDialog count={others} />
        ) : (
          <p className="text-sm text-muted">{t('accounts.active_sessions.only_current')}</p>
        )}
      </div>
      {shell ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-36" />
          <Skeleton className="h-36" />
        </div>
      ) : (
        <ul aria-label={t('accounts.active_sessions.list_label')} className="flex flex-col gap-3">
          {sessions.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

ActiveSessionsIndex.layout = [DefaultLayout, CabinetLayout]
