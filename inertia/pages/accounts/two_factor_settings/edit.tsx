import { useEffect, useState } from 'react'
import { Head, router } from '@inertiajs/react'
import { BotMessageSquare, ExternalLink, ShieldCheck, ShieldOff } from 'lucide-react'
import type { Data } from '@generated/data'
import { BOT_KINDS, type BotKind } from '@domain/accounts/two_factor'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import { CopyCommand } from '~/components/accounts/copy_command'
import { DateTime } from '~/components/accounts/date_time'
import {
  HistorySection,
  type HistoryEntry,
  type HistoryProps,
} from '~/components/accounts/history_section'
import { AppLink } from '~/components/app/app_link'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { hasRoute, pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Settings = Data.Accounts.TwoFactorSettings

type Props = {
  settings: Settings
  history: HistoryProps
  historyEntries: HistoryEntry[]
}

/** While a command waits, the page looks for the bot's link this often. */
const POLL_MS = 2000
const SECTION_TITLE = 'flex items-center gap-2 font-display text-lg leading-snug font-semibold'

function LinkedCard({ settings }: { settings: Settings }) {
  const t = useT()
  const { locale } = useShared()
  const [busy, setBusy] = useState(false)
  const unlink = () =>
    router.delete(pageUrl('accounts.two_factor_settings.destroy', locale), {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => setBusy(false),
    })
  return (
    <Card variant="glow">
      <CardHeader>
        <h2 className={SECTION_TITLE}>
          <ShieldCheck aria-hidden="true" className="size-5 text-success" />
          {t('accounts.two_factor_settings.enabled_title')}
          <Badge variant="success" size="sm">
            {t(`accounts.two_factor.bots.${settings.bot!}`)}
          </Badge>
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          {t('accounts.two_factor_settings.enabled_text')}{' '}
          {settings.linkedAt && <DateTime value={settings.linkedAt} />}
        </p>
        <Button variant="secondary" className="self-start" loading={busy} onClick={unlink}>
          <ShieldOff aria-hidden="true" />
          {t('accounts.two_factor_settings.unlink')}
        </Button>
      </CardContent>
    </Card>
  )
}

function EnrollCard({ settings }: { settings: Settings }) {
  const t = useT()
  const { locale } = useShared()
  const enrollment = settings.enrollment
  const offered = BOT_KINDS.filter((bot) => settings.bots[bot].available)

  useEffect(() => {
    if (!enrollment) return
    const timer = setInterval(
      () => router.reload({ only: ['settings', 'historyEntries'] }),
      POLL_MS
    )
    return () => clearInterval(timer)
  }, [enrollment])

  const choose = (bot: BotKind) =>
    router.post(
      pageUrl('accounts.two_factor_enrollments.store', locale),
      { bot },
      { preserveScroll: true }
    )

  return (
    <Card>
      <CardHeader>
        <h2 className={SECTION_TITLE}>
          <BotMessageSquare aria-hidden="true" className="size-5 text-accent1-text" />
          {t('accounts.two_factor_settings.enable_title')}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <p className="text-sm leading-6 text-muted">
          {t('accounts.two_factor_settings.enable_text')}
        </p>
        <div className="flex flex-wrap gap-2">
          {offered.map((bot) => (
            <Button
              key={bot}
              variant={enrollment?.bot === bot ? 'primary' : 'secondary'}
              onClick={() => choose(bot)}
            >
              {t(`accounts.two_factor_settings.choose.${bot}`)}
            </Button>
          ))}
        </div>
        {enrollment && (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-text">
              {t('accounts.two_factor_settings.send_command', {
                bot: t(`accounts.two_factor.bots.${enrollment.bot}`),
              })}
            </p>
            <CopyCommand command={enrollment.command} />
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              {settings.bots[enrollment.bot].live && (
                <a
                  href={enrollment.botUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 font-medium text-accent1-text hover:underline"
                >
                  {t('accounts.two_factor_settings.open_bot')}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </a>
              )}
              <span className="text-subtle">
                {t('accounts.two_factor_settings.command_expires')}{' '}
                <DateTime value={enrollment.expiresAt} />
              </span>
            </div>
            <p role="status" className="text-xs text-subtle">
              {t('accounts.two_factor_settings.waiting_for_bot')}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

/** Cabinet → 2fa (spec §2, §4): link a Telegram or VK bot that confirms every login. */
export default function TwoFactorSettingsEdit({ settings, history, historyEntries }: Props) {
  const t = useT()
  const live = BOT_KINDS.some((bot) => settings.bots[bot].live)
  const offered = BOT_KINDS.some((bot) => settings.bots[bot].available)
  return (
    <>
      <Head title={t('accounts.two_factor_settings.title')} />
      <CabinetHeading
        title={t('accounts.two_factor_settings.title')}
        intro={t('accounts.two_factor_settings.intro')}
      />
      <div className="flex flex-col gap-10">
        {!live && (
          <p
            role="note"
            className="rounded-2xl border border-warn/35 bg-warn/10 px-4 py-3 text-sm leading-6 text-text"
          >
            {t('accounts.two_factor_settings.not_set_up')}{' '}
            {offered && hasRoute('accounts.dev_bot_messages.index') && (
              <AppLink
                route="accounts.dev_bot_messages.index"
                className="font-medium text-accent1-text underline-offset-4 hover:underline"
              >
                {t('accounts.two_factor_settings.dev_inbox_link')}
              </AppLink>
            )}
          </p>
        )}
        {settings.enabled ? (
          <LinkedCard settings={settings} />
        ) : (
          offered && <EnrollCard settings={settings} />
        )}
        <HistorySection
          history={history}
          entries={historyEntries}
          route="accounts.two_factor_settings.edit"
        />
      </div>
    </>
  )
}

TwoFactorSettingsEdit.layout = [DefaultLayout, CabinetLayout]
