import { Head } from '@inertiajs/react'
import { LinkIcon, MailCheck } from 'lucide-react'
import { AuthPanel } from '~/components/accounts/auth_panel'
import { AppLink } from '~/components/app/app_link'
import { Button } from '~/components/ui/button'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import CompactLayout from '~/layouts/compact'

type Props = {
  /** Why the link confirmed nothing. */
  problem: 'invalid' | 'expired' | 'already_verified'
}

/** The verification link of the letter, when it did nothing: what happened and the way on. */
export default function EmailVerificationsShow({ problem }: Props) {
  const t = useT()
  const { currentUser, locale } = useShared()
  const done = problem === 'already_verified'

  return (
    <>
      <Head title={t('accounts.email_verifications.title')} />
      <AuthPanel
        icon={done ? MailCheck : LinkIcon}
        title={t(
          done
            ? 'accounts.email_verifications.already_verified'
            : 'accounts.email_verifications.problem_heading'
        )}
        intro={t(
          done
            ? 'accounts.email_verifications.already_text'
            : `accounts.email_verifications.link_${problem}`
        )}
      >
        <Button asChild size="lg" block>
          {currentUser ? (
            <AppLink route="accounts.email_changes.edit">
              {t('accounts.email_verifications.open_settings')}
            </AppLink>
          ) : done ? (
            <AppLink route="platform.home.show">{t('common.actions.back_home')}</AppLink>
          ) : (
            <AppLink
              route="accounts.sessions.create"
              query={{ return: pageUrl('accounts.email_changes.edit', locale) }}
            >
              {t('accounts.email_verifications.log_in_to_resend')}
            </AppLink>
          )}
        </Button>
      </AuthPanel>
    </>
  )
}

EmailVerificationsShow.layout = CompactLayout
