import { lazy, Suspense, useState } from 'react'
import { Head } from '@inertiajs/react'
import { Gavel, ShieldCheck } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { DateTime } from '~/components/accounts/date_time'
import type { UnbanOffer } from '~/components/economy/ban_notice'
import { Button } from '~/components/ui/button'
import { useShared } from '~/hooks/use_shared'
import { useBanReason } from '~/hooks/use_ban_reason'
import { useT } from '~/hooks/use_t'
import LauncherCompactLayout from '~/layouts/launcher_compact'

const UnbanDialog = lazy(() => import('~/components/economy/unban_dialog'))

/** /{lang}/launcher/ban (spec §2, §4 ban): the ban in force and the unban purchase modal. */
export default function LauncherBansShow() {
  const t = useT()
  const reasonOf = useBanReason()
  const { managers } = useShared()
  const [open, setOpen] = useState(false)
  const [offer, setOffer] = useState<UnbanOffer | null>(null)
  const ban = managers?.ban ?? null
  const price = managers?.unbanPrice ?? null

  return (
    <>
      <Head title={t('launcher.bans.title')} />
      <section className="flex w-full flex-col items-center gap-4 text-center">
        {ban ? (
          <>
            <Gavel aria-hidden="true" className="size-10 text-danger" />
            <h1 className="text-xl font-bold text-text">{t('launcher.bans.heading')}</h1>
            <p className="text-sm text-text">
              {ban.endsAt ? (
                <>
                  {t('launcher.bans.temporary', { server: ban.server ?? '—' })}{' '}
                  <DateTime value={ban.endsAt} className="font-semibold" />
                </>
              ) : (
                t('launcher.bans.permanent', { server: ban.server ?? '—' })
              )}
            </p>
            {ban.reason && (
              <p className="text-sm text-muted">
                {t('launcher.bans.reason', { reason: reasonOf(ban.reason) })}
              </p>
            )}
            {price === null ? (
              <p className="text-sm text-muted">{t('launcher.bans.cannot_buy')}</p>
            ) : (
              <Button
                block
                onClick={() => {
                  setOffer({ ban, price })
                  setOpen(true)
                }}
              >
                {t('launcher.bans.buy', {
                  price: t('common.money.rubles', { amount: price / 100 }),
                })}
              </Button>
            )}
          </>
        ) : (
          <>
            <ShieldCheck aria-hidden="true" className="size-10 text-success" />
            <h1 className="text-xl font-bold text-text">{t('launcher.bans.none_heading')}</h1>
            <p className="text-sm text-muted">{t('launcher.bans.none_text')}</p>
          </>
        )}
        <AppLink route="launcher.home.show" className="text-sm text-accent1-text underline">
          {t('launcher.bans.back')}
        </AppLink>
      </section>
      {offer && (
        <Suspense fallback={null}>
          <UnbanDialog
            offer={offer}
            open={open}
            onOpenChange={setOpen}
            storeRoute="launcher.unbans.store"
          />
        </Suspense>
      )}
    </>
  )
}

LauncherBansShow.layout = LauncherCompactLayout
