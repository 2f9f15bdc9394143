import { Head } from '@inertiajs/react'
import { OptionalPageLink } from '~/components/accounts/auth_panel'
import { PasswordResetPanel } from '~/components/accounts/password_reset_panel'
import { useT } from '~/hooks/use_t'
import LauncherCompactLayout from '~/layouts/launcher_compact'

/** spec §2 /{lang}/launcher/reset, §4: the account's e-mail; then 'letter sent'. */
export default function LauncherPasswordResetsCreate({
  recaptchaSiteKey,
}: {
  recaptchaSiteKey: string | null
}) {
  const t = useT()
  return (
    <>
      <Head title={t('launcher.password_resets.title')} />
      <PasswordResetPanel
        recaptchaSiteKey={recaptchaSiteKey}
        storeRoute="launcher.password_resets.store"
        texts="launcher.password_resets"
        footer={
          <OptionalPageLink route="launcher.sessions.create">
            {t('launcher.password_resets.back')}
          </OptionalPageLink>
        }
      />
    </>
  )
}

LauncherPasswordResetsCreate.layout = LauncherCompactLayout
