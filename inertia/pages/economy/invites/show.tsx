import { Head } from '@inertiajs/react'
import { Copy } from 'lucide-react'
import { QRCodeSVG } from 'qrcode.react'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import { DateTime } from '~/components/accounts/date_time'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { DataTable } from '~/components/ui/data_table'
import { useT } from '~/hooks/use_t'
import { notify } from '~/lib/notify'
import DefaultLayout from '~/layouts/default'

type Props = {
  referral: {
    code: string
    link: string
    visits: number
    downloads: number
    registrations: number
    coinsPerHour: number
    activeDays: number
    totalCoins: number
    totalHours: number
    referrals: { login: string; registeredAt: string; hours: number; coins: number }[]
  }
}

function InviteLink({ link }: { link: string }) {
  const t = useT()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      notify({ type: 'success', text: t('economy.invites.copied') })
    } catch {
      notify({ type: 'error', text: t('errors.copy_failed') })
    }
  }
  return (
    <Card>
      <CardHeader>
        <h2 className="font-display text-lg font-semibold">{t('economy.invites.link_title')}</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2 rounded-2xl border border-border bg-background-deep/60 p-2 ps-4">
            <code
              data-invite-link
              className="min-w-0 flex-1 font-mono text-sm break-all text-white"
            >
              {link}
            </code>
            <Button type="button" variant="secondary" size="sm" onClick={copy}>
              <Copy aria-hidden="true" />
              {t('common.actions.copy')}
            </Button>
          </div>
          <p className="text-sm text-muted">{t('economy.invites.link_hint')}</p>
        </div>
        <div className="self-center rounded-xl bg-white p-2">
          <QRCodeSVG
            value={link}
            size={128}
            role="img"
            aria-label={t('economy.invites.qr_label')}
          />
        </div>
      </CardContent>
    </Card>
  )
}

function Figures({ referral }: Props) {
  const t = useT()
  const figures = [
    ['visits', referral.visits],
    ['downloads', referral.downloads],
    ['registrations', referral.registrations],
    ['hours', referral.totalHours],
    ['coins', referral.totalCoins],
  ] as const
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {figures.map(([key, value]) => (
        <div key={key} className="rounded-xl border border-border p-3">
          <dt className="text-xs text-muted">{t(`economy.invites.figures.${key}`)}</dt>
          <dd data-figure={key} className="font-display text-xl font-semibold tabular-nums">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Cabinet → invite (spec §2, §3): the link, its QR code, and what each referral earned. */
export default function InvitesShow({ referral }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('economy.invites.title')} />
      <CabinetHeading
        title={t('economy.invites.title')}
        intro={t('economy.invites.intro', {
          coins: referral.coinsPerHour,
          days: referral.activeDays,
        })}
      />
      <div className="flex flex-col gap-6">
        <InviteLink link={referral.link} />
        <Figures referral={referral} />
        {referral.referrals.length === 0 ? (
          <p className="text-muted">{t('economy.invites.empty')}</p>
        ) : (
          <DataTable
            label={t('economy.invites.table_label')}
            rows={referral.referrals}
            rowKey={(row) => row.login}
            rowData={(row) => ({ 'data-referral': row.login })}
            stacked
            columns={[
              {
                key: 'login',
                header: t('economy.invites.columns.login'),
                cell: (row) => row.login,
                className: 'font-medium',
              },
              {
                key: 'registered',
                header: t('economy.invites.columns.registered'),
                cell: (row) => <DateTime value={row.registeredAt} />,
              },
              {
                key: 'hours',
                header: t('economy.invites.columns.hours'),
                cell: (row) => row.hours,
                className: 'tabular-nums',
              },
              {
                key: 'coins',
                header: t('economy.invites.columns.coins'),
                cell: (row) => row.coins,
                className: 'tabular-nums',
              },
            ]}
          />
        )}
      </div>
    </>
  )
}

InvitesShow.layout = [DefaultLayout, CabinetLayout]
