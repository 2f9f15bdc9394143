import { Head } from '@inertiajs/react'
import { MailCheck } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { AuthPanel } from '~/components/accounts/auth_panel'
import { Button } from '~/components/ui/button'
import { useT } from '~/hooks/use_t'
import LauncherCompactLayout from '~/layouts/launcher_compact'

/** spec §2 /{lang}/launcher/reset/request, §4: 'letter sent', whatever the address. */
export default function LauncherPasswordResetsShow({ sentTo }: { sentTo: string | null }) {
  const t = useT()
  return (
    <>
      <Head title={t('launcher.password_resets.sent_title')} />
      <AuthPanel
        icon={MailCheck}
        title={t('launcher.password_resets.sent_title')}
        intro={
          sentTo
            ? t('launcher.password_resets.sent_text', { email: sentTo })
            : t('launcher.password_resets.sent_text_unknown')
        }
      >
        <Button asChild size="lg" block>
          <AppLink route="launcher.sessions.create">{t('launcher.password_resets.back')}</AppLink>
        </Button>
      </AuthPanel>
    </>
  )
}

LauncherPasswordResetsShow.layout = LauncherCompactLayout
