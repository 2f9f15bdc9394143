import { useEffect, useRef } from 'react'
import type { AvatarOrSkin } from '@domain/players/looks'
import { Head, router } from '@inertiajs/react'
import { ShieldCheck, ShieldX, TimerOff } from 'lucide-react'
import { AuthPanel } from '~/components/accounts/auth_panel'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { useCountdown } from '~/hooks/use_countdown'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import CompactLayout from '~/layouts/compact'

type State = 'pending' | 'confirmed' | 'denied' | 'expired' | 'completed'

type Props = {
  pending: { login: string; avatarOrSkin: AvatarOrSkin | null; bot: string; expiresAt: string }
  state: State
}

/** How often the page asks whether the bot confirmed. */
const POLL_MS = 1000

/**
 * spec §2 /{lang}/2fa: the login waits for the bot. The page asks every
 * second; a confirm completes the login at once, a deny or the time
 * running out ends it with a message and a way back to the login page.
 */
export default function TwoFactorCreate({ pending, state }: Props) {
  const t = useT()
  const { locale } = useShared()
  const seconds = useCountdown(pending.expiresAt)
  const completing = useRef(false)
  const waiting = state === 'pending' && seconds !== 0

  useEffect(() => {
    if (state === 'confirmed' && !completing.current) {
      completing.current = true
      router.post(pageUrl('accounts.two_factor.store', locale))
      return
    }
    if (state !== 'pending') return
    const timer = setInterval(() => router.reload({ only: ['state'] }), POLL_MS)
    return () => clearInterval(timer)
  }, [state, locale])

  const backToLogin = () => router.delete(pageUrl('accounts.two_factor.destroy', locale))
  const bot = t(`accounts.two_factor.bots.${pending.bot}`)
  const ended = state === 'denied' || state === 'expired' || (state === 'pending' && seconds === 0)

  return (
    <>
      <Head title={t('accounts.two_factor.title')} />
      <AuthPanel
        icon={state === 'denied' ? ShieldX : ended ? TimerOff : ShieldCheck}
        title={t('accounts.two_factor.heading')}
        intro={t('accounts.two_factor.intro', { login: pending.login, bot })}
      >
        <div
          role="status"
          aria-live="polite"
          className="flex flex-col items-center gap-3 text-center"
        >
          {waiting && (
            <>
              <Spinner className="size-8 text-accent1-text" />
              <p className="text-sm text-text">{t('accounts.two_factor.waiting', { bot })}</p>
              <p className="text-xs text-subtle">
                {t('accounts.two_factor.expires_in', { seconds })}
              </p>
            </>
          )}
          {(state === 'confirmed' || state === 'completed') && (
            <p className="text-sm font-medium text-success">{t('accounts.two_factor.confirmed')}</p>
          )}
          {state === 'denied' && (
            <p className="text-sm font-medium text-danger">{t('accounts.two_factor.denied')}</p>
          )}
          {ended && state !== 'denied' && (
            <p className="text-sm font-medium text-warn">{t('accounts.two_factor.expired')}</p>
          )}
        </div>
        <Button variant={ended ? 'primary' : 'secondary'} block onClick={backToLogin}>
          {t(ended ? 'accounts.two_factor.back_to_login' : 'accounts.two_factor.cancel')}
        </Button>
      </AuthPanel>
    </>
  )
}

TwoFactorCreate.layout = CompactLayout
