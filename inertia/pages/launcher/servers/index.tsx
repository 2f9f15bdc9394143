import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import type { Monitoring } from '@domain/network/monitoring'
import { ClientList } from '~/components/launcher/client_list'
import { useT } from '~/hooks/use_t'
import LauncherMainLayout from '~/layouts/launcher_main'

type Props = {
  servers: Data.Network.Server.Variants['toDetailed'][]
  monitoring: Monitoring
  localApiUrl: string
}

/** /{lang}/launcher/servers (spec §2): every client with its live online and Play. */
export default function LauncherServersIndex({ servers, monitoring, localApiUrl }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('launcher.servers.title')} />
      <div className="flex flex-col gap-4">
        <header>
          <h1 className="text-2xl font-bold text-text">{t('launcher.servers.heading')}</h1>
          <p className="text-sm text-muted">{t('launcher.servers.intro')}</p>
        </header>
        <ClientList servers={servers} monitoring={monitoring} localApiUrl={localApiUrl} />
      </div>
    </>
  )
}

LauncherServersIndex.layout = LauncherMainLayout
