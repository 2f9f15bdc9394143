import type { Data } from '@generated/data'
import type { Monitoring } from '@domain/network/monitoring'
import { ClientCard } from '~/components/launcher/client_card'
import { LauncherConnectionLost } from '~/components/launcher/connection_lost'
import { DownloadPanel } from '~/components/launcher/download_panel'
import { useLauncher } from '~/hooks/use_launcher'
import { useMonitoring } from '~/hooks/use_monitoring'
import { useT } from '~/hooks/use_t'

type Server = Data.Network.Server.Variants['toDetailed']

/** The server choice with the launch in progress and the launcher connection-lost modal. */
export function ClientList({
  servers,
  monitoring: initial,
  localApiUrl,
}: {
  servers: Server[]
  monitoring: Monitoring
  localApiUrl: string
}) {
  const t = useT()
  const launcher = useLauncher(localApiUrl)
  const { monitoring } = useMonitoring(initial)

  return (
    <div className="flex flex-col gap-4">
      <DownloadPanel
        progress={launcher.progress}
        clients={launcher.clients}
        onCancel={() => void launcher.cancel()}
      />
      <ul aria-label={t('launcher.servers.list_label')} className="grid gap-3 md:grid-cols-2">
        {servers.map((server, index) => (
          <ClientCard
            key={server.slug}
            server={server}
            index={index}
            status={monitoring?.servers[server.slug]}
            client={launcher.clients?.find((client) => client.server === server.slug)}
            onPlay={(client) => void launcher.launch(client)}
          />
        ))}
      </ul>
      <LauncherConnectionLost lost={launcher.lost} />
    </div>
  )
}
