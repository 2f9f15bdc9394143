import { useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { KeyRound, Link2, Unlink } from 'lucide-react'
import type { Data } from '@generated/data'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import { DateTime } from '~/components/accounts/date_time'
import {
  HistorySection,
  type HistoryEntry,
  type HistoryProps,
} from '~/components/accounts/history_section'
import { OauthProviderMark } from '~/components/accounts/oauth_provider_mark'
import { AppLink } from '~/components/app/app_link'
import { Badge } from '~/components/ui/badge'
import { Button, buttonVariants } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Methods = Data.Accounts.OauthLinks
type ProviderRow = Methods['providers'][number]

type Props = {
  methods: Methods
  history: HistoryProps
  historyEntries: HistoryEntry[]
}

/**
 * spec §2 modals, §5: the only way to log in cannot go before the player
 * sets a password (and an e-mail to log in with it).
 */
function RequirementDialog({
  open,
  onOpenChange,
  hasEmail,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  hasEmail: boolean
}) {
  const t = useT()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{t('accounts.oauth_links.requirement.title')}</DialogTitle>
          <DialogDescription>{t('accounts.oauth_links.requirement.text')}</DialogDescription>
        </DialogHeader>
        <DialogBody>
          <ol className="flex list-decimal flex-col gap-2 ps-5 text-sm text-muted">
            {!hasEmail && <li>{t('accounts.oauth_links.requirement.email_step')}</li>}
            <li>{t('accounts.oauth_links.requirement.password_step')}</li>
          </ol>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{t('common.actions.cancel')}</Button>
          </DialogClose>
          {!hasEmail && (
            <AppLink
              route="accounts.email_changes.edit"
              className={buttonVariants({ variant: 'secondary' })}
            >
              {t('accounts.oauth_links.requirement.email_action')}
            </AppLink>
          )}
          <AppLink route="accounts.passwords.edit" className={buttonVariants()}>
            {t('accounts.oauth_links.requirement.password_action')}
          </AppLink>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function ProviderCard({
  row,
  onlyMethod,
  onBlocked,
}: {
  row: ProviderRow
  onlyMethod: boolean
  onBlocked: () => void
}) {
  const t = useT()
  const { locale } = useShared()
  const [busy, setBusy] = useState(false)
  const name = t(`accounts.oauth.providers.${row.provider}`)
  const url = pageUrl('accounts.oauth_links.store', locale, { provider: row.provider })
  const visit = { onStart: () => setBusy(true), onFinish: () => setBusy(false) }

  const unlink = () => {
    if (onlyMethod) return onBlocked()
    router.delete(pageUrl('accounts.oauth_links.destroy', locale, { provider: row.provider }), {
      preserveScroll: true,
      ...visit,
    })
  }

  return (
    <Card className="flex flex-wrap items-center gap-4 p-5 sm:flex-nowrap sm:p-6">
      <OauthProviderMark provider={row.provider} className="size-11 rounded-2xl" />
      <div className="flex min-w-0 flex-1 basis-44 flex-col gap-1">
        <h3 className="flex flex-wrap items-center gap-2 font-display text-base font-semibold text-white">
          {name}
          {row.link && (
            <Badge variant="success" size="sm">
              {t('accounts.oauth_links.linked_badge')}
            </Badge>
          )}
        </h3>
        {!row.configured && (
          <p className="text-sm text-warn">
            {t('accounts.oauth_links.not_configured', { provider: name })}
          </p>
        )}
        {row.link ? (
          <p className="text-sm break-words text-muted">
            {[row.link.name, row.link.email].filter(Boolean).join(' · ')}
            {(row.link.name || row.link.email) && ' · '}
            {t('accounts.oauth_links.linked_at')} <DateTime value={row.link.linkedAt} />
          </p>
        ) : (
          <p className="text-sm text-muted">{t('accounts.oauth_links.not_linked')}</p>
        )}
      </div>
      {!row.configured ? null : row.link ? (
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          onClick={unlink}
          aria-label={t('accounts.oauth_links.unlink_named', { provider: name })}
        >
          <Unlink aria-hidden="true" />
          {t('accounts.oauth_links.unlink')}
        </Button>
      ) : (
        // A real form: the provider's consent page is a full navigation after the POST.
        <form method="post" action={url}>
          <Button
            type="submit"
            size="sm"
            aria-label={t('accounts.oauth_links.link_named', { provider: name })}
          >
            <Link2 aria-hidden="true" />
            {t('accounts.oauth_links.link')}
          </Button>
        </form>
      )}
    </Card>
  )
}

/** Cabinet → authorization (spec §2): the ways to log in; link and unlink providers. */
export default function OauthLinksIndex({ methods, history, historyEntries }: Props) {
  const t = useT()
  const [blocked, setBlocked] = useState(false)
  const onlyMethod = !methods.hasPassword && methods.linkedCount <= 1

  return (
    <>
      <Head title={t('accounts.oauth_links.title')} />
      <CabinetHeading
        title={t('accounts.oauth_links.title')}
        intro={t('accounts.oauth_links.intro')}
      />
      <div className="flex flex-col gap-10">
        <section aria-labelledby="login-methods" className="flex flex-col gap-4">
          <h2 id="login-methods" className="font-display text-xl font-semibold text-white">
            {t('accounts.oauth_links.methods_title')}
          </h2>
          <Card className="flex flex-wrap items-center gap-4 p-5 sm:flex-nowrap sm:p-6">
            <span
              aria-hidden="true"
              className="grid size-11 shrink-0 place-items-center rounded-2xl border border-border bg-white/5 text-accent1-text"
            >
              <KeyRound className="size-5" />
            </span>
            <div className="flex min-w-0 flex-1 basis-44 flex-col gap-1">
              <h3 className="font-display text-base font-semibold text-white">
                {t('accounts.oauth_links.password_method')}
              </h3>
              <p className="text-sm break-words text-muted">
                {methods.hasPassword
                  ? t('accounts.oauth_links.password_set', {
                      email: methods.email ?? t('accounts.oauth_links.no_email'),
                    })
                  : t('accounts.oauth_links.password_missing')}
              </p>
            </div>
            <AppLink
              route="accounts.passwords.edit"
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {t(
                methods.hasPassword
                  ? 'accounts.oauth_links.password_change'
                  : 'accounts.oauth_links.password_add'
              )}
            </AppLink>
          </Card>
          {methods.providers.map((row) => (
            <ProviderCard
              key={row.provider}
              row={row}
              onlyMethod={onlyMethod}
              onBlocked={() => setBlocked(true)}
            />
          ))}
          {!methods.providers.some((row) => row.configured) && (
            <p className="text-sm text-muted">{t('accounts.oauth_links.no_providers')}</p>
          )}
        </section>
        <HistorySection
          history={history}
          entries={historyEntries}
          route="accounts.oauth_links.index"
        />
      </div>
      <RequirementDialog
        open={blocked}
        onOpenChange={setBlocked}
        hasEmail={methods.email !== null}
      />
    </>
  )
}

OauthLinksIndex.layout = [DefaultLayout, CabinetLayout]
