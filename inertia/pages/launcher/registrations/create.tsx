import { Head } from '@inertiajs/react'
import type { OauthProvider } from '@domain/accounts/oauth'
import { RegistrationPanel } from '~/components/accounts/registration_panel'
import { useT } from '~/hooks/use_t'
import LauncherCompactLayout from '~/layouts/launcher_compact'

type Props = {
  recaptchaSiteKey: string | null
  oauthProviders: OauthProvider[]
}

/** /{lang}/launcher/register (spec §2): the site's registration in the launcher's card. */
export default function LauncherRegistrationsCreate(props: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('launcher.registrations.title')} />
      <RegistrationPanel
        {...props}
        returnTo={null}
        storeRoute="launcher.registrations.store"
        loginRoute="launcher.sessions.create"
      />
    </>
  )
}

LauncherRegistrationsCreate.layout = LauncherCompactLayout
