import { useEffect, useState } from 'react'
import { Head } from '@inertiajs/react'
import type { OauthProvider } from '@domain/accounts/oauth'
import type { LauncherSystemData } from '@domain/launcher/local_api'
import { LoginPanel } from '~/components/accounts/login_panel'
import { useT } from '~/hooks/use_t'
import { LauncherApi } from '~/lib/launcher_api'
import LauncherCompactLayout from '~/layouts/launcher_compact'

type Props = {
  recaptchaSiteKey: string | null
  oauthProviders: OauthProvider[]
  /** The launcher's local API, asked for this machine's system data. */
  localApiUrl: string
}

/** The launcher's session labels only the machine's own facts (spec §7 systemData), as sent. */
function sessionMachine(data: LauncherSystemData) {
  const { os, osVersion, arch, javaVersion, ramMb } = data
  return Object.fromEntries(
    Object.entries({ os, osVersion, arch, javaVersion, ramMb }).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined
    )
  )
}

/**
 * /{lang}/launcher/login (spec §2): nickname or e-mail and password, or
 * OAuth; the session it opens is a launcher session labelled with this machine.
 */
export default function LauncherSessionsCreate({
  recaptchaSiteKey,
  oauthProviders,
  localApiUrl,
}: Props) {
  const t = useT()
  const [machine, setMachine] = useState<Record<string, string | number> | undefined>()

  useEffect(() => {
    new LauncherApi(localApiUrl)
      .systemData()
      .then((data) => setMachine(sessionMachine(data)))
      // Without the launcher the session is still opened, its machine unknown.
      .catch(() => setMachine(undefined))
  }, [localApiUrl])

  return (
    <>
      <Head title={t('launcher.sessions.title')} />
      <LoginPanel
        recaptchaSiteKey={recaptchaSiteKey}
        oauthProviders={oauthProviders}
        storeRoute="launcher.sessions.store"
        registerRoute="launcher.registrations.create"
        resetRoute="launcher.password_resets.create"
        texts="launcher.sessions"
        extra={machine}
      />
    </>
  )
}

LauncherSessionsCreate.layout = LauncherCompactLayout
