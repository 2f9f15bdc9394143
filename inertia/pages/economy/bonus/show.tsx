import { Head } from '@inertiajs/react'
import { CheckCircle2, Circle, Gift, Link2, MessageCircle, Users } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { BONUS_STEPS, type BonusStep } from '@domain/economy/bonus'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import { Countdown } from '~/components/economy/countdown'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { usePostAction } from '~/hooks/use_post_action'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Props = {
  bonus: {
    state: 'not_configured' | 'unavailable' | 'setup' | 'ready' | 'waiting'
    steps: Record<BonusStep, boolean>
    vkUserId: string | null
    nextAt: string | null
    todayAmount: number | null
    minCoins: number
    maxCoins: number
  }
  links: { community: string; messages: string }
}

const STEP_ICONS: Record<BonusStep, LucideIcon> = {
  linked: Link2,
  member: Users,
  messages: MessageCircle,
}

function StepAction({ step, links }: { step: BonusStep; links: Props['links'] }) {
  const t = useT()
  const { locale } = useShared()
  if (step === 'linked') {
    // A real form: VK ID's consent page is a full navigation after the POST.
    return (
      <form
        method="post"
        action={pageUrl('accounts.oauth_links.store', locale, { provider: 'vkid' })}
      >
        <input type="hidden" name="returnTo" value="economy.bonus.show" />
        <Button type="submit" size="sm">
          {t('economy.bonus.steps.linked.action')}
        </Button>
      </form>
    )
  }
  return (
    <Button asChild size="sm" variant="secondary">
      <a
        href={step === 'member' ? links.community : links.messages}
        target="_blank"
        rel="noreferrer"
      >
        {t(`economy.bonus.steps.${step}.action`)}
      </a>
    </Button>
  )
}

function Steps({ bonus, links }: Props) {
  const t = useT()
  return (
    <Card>
      <CardHeader>
        <h2 className="font-display text-lg font-semibold">{t('economy.bonus.steps_title')}</h2>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-3">
          {BONUS_STEPS.map((step, index) => {
            const done = bonus.steps[step]
            const Icon = STEP_ICONS[step]
            return (
              <li
                key={step}
                data-step={step}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-border p-3"
              >
                {done ? (
                  <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
                ) : (
                  <Circle aria-hidden="true" className="size-5 text-subtle" />
                )}
                <Icon aria-hidden="true" className="size-5 text-accent1-text" />
                <div className="flex min-w-0 flex-1 basis-48 flex-col">
                  <span className="font-medium">
                    {t('economy.bonus.step_number', { number: index + 1 })}{' '}
                    {t(`economy.bonus.steps.${step}.title`)}
                  </span>
                  <span className="text-sm text-muted">
                    {t(`economy.bonus.steps.${step}.hint`)}
                  </span>
                </div>
                <Badge variant={done ? 'success' : 'warn'} size="sm">
                  {t(done ? 'economy.bonus.done' : 'economy.bonus.to_do')}
                </Badge>
                {!done && <StepAction step={step} links={links} />}
              </li>
            )
          })}
        </ol>
        <p className="mt-4 text-sm text-muted">{t('economy.bonus.recheck')}</p>
      </CardContent>
    </Card>
  )
}

function Claim({ bonus }: Pick<Props, 'bonus'>) {
  const t = useT()
  const { sending, send } = usePostAction('economy.bonus.store', {})
  return (
    <Card>
      <CardContent className="flex flex-wrap items-center gap-4 p-5 sm:p-6">
        <Gift aria-hidden="true" className="size-10 text-accent1-text" />
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1" aria-live="polite">
          {bonus.state === 'waiting' && bonus.nextAt ? (
            <>
              <p className="font-display text-lg font-semibold">
                {t('economy.bonus.claimed_today', { amount: bonus.todayAmount ?? 0 })}
              </p>
              <p className="text-sm text-muted">
                {t('economy.bonus.next_in')}{' '}
                <Countdown until={bonus.nextAt} className="font-semibold text-text tabular-nums" />
              </p>
            </>
          ) : (
            <>
              <p className="font-display text-lg font-semibold">
                {t(bonus.state === 'ready' ? 'economy.bonus.ready' : 'economy.bonus.locked')}
              </p>
              <p className="text-sm text-muted">
                {t('economy.bonus.amount_range', { min: bonus.minCoins, max: bonus.maxCoins })}
              </p>
            </>
          )}
        </div>
        {bonus.state !== 'waiting' && (
          <Button loading={sending} onClick={send} disabled={bonus.state !== 'ready'}>
            {t('economy.bonus.claim')}
          </Button>
        )}
      </CardContent>
    </Card>
  )
}

/** Cabinet → bonus (spec §2, §4): three steps checked through VK, then a claim a day. */
export default function BonusShow({ bonus, links }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('economy.bonus.title')} />
      <CabinetHeading title={t('economy.bonus.title')} intro={t('economy.bonus.intro')} />
      {bonus.state === 'not_configured' || bonus.state === 'unavailable' ? (
        <Card>
          <CardContent className="p-5 sm:p-6" role="status">
            {t(`economy.bonus.${bonus.state}`)}
          </CardContent>
        </Card>
      ) : (
        <div className="flex flex-col gap-6">
          <Claim bonus={bonus} />
          <Steps bonus={bonus} links={links} />
        </div>
      )}
    </>
  )
}

BonusShow.layout = [DefaultLayout, CabinetLayout]
