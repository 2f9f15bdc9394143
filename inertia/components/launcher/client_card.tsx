import { useState, type CSSProperties } from 'react'
import { Play, Users } from 'lucide-react'
import type { Data } from '@generated/data'
import type { LiveStatus } from '@domain/network/monitoring'
import { clientSize, type LauncherClient } from '@domain/launcher/local_api'
import { serverAccent } from '~/components/platform/server_accents'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { useT } from '~/hooks/use_t'

type Server = Data.Network.Server.Variants['toDetailed']

/**
 * One server of the launcher's choice (spec §2): the client's icon and
 * background from the local API, the modpack version, the live online
 * from monitoring, and Play.
 */
export function ClientCard({
  server,
  client,
  status,
  index,
  onPlay,
}: {
  server: Server
  client: LauncherClient | undefined
  status: LiveStatus | undefined
  index: number
  onPlay: (client: LauncherClient) => void
}) {
  const t = useT()
  // An image the launcher did not serve (it was down) gives way to the letter, never a broken icon.
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set())
  const markBroken = (path: string | null) => path && setBroken((paths) => new Set(paths).add(path))
  const sizeLabel = (bytes: number) => {
    const size = clientSize(bytes)
    return t(`launcher.servers.size_${size.unit}`, { size: size.value })
  }
  return (
    <li
      data-testid="launcher-client"
      data-server={server.slug}
      style={{ '--server-accent': serverAccent(server.colorScheme, index) } as CSSProperties}
      className="relative flex min-h-36 flex-col justify-between gap-3 overflow-hidden rounded-2xl border border-border bg-surface p-4"
    >
      {client?.backgroundPath && !broken.has(client.backgroundPath) && (
        <img
          src={client.backgroundPath}
          alt=""
          onError={() => markBroken(client.backgroundPath)}
          className="pointer-events-none absolute inset-0 -z-0 size-full object-cover opacity-25"
        />
      )}
      <div className="relative flex items-start gap-3">
        {client?.iconPath && !broken.has(client.iconPath) ? (
          <img
            src={client.iconPath}
            alt=""
            onError={() => markBroken(client.iconPath)}
            className="size-11 shrink-0 rounded-xl"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-xl bg-[var(--server-accent)]/30 font-bold text-text"
          >
            {server.name.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-text">{server.name}</h3>
          <p className="text-xs text-muted">
            {t('launcher.servers.game_version', { version: server.gameVersion })}
            {server.modpackVersion &&
              ` · ${t('launcher.servers.modpack', { version: client?.version ?? server.modpackVersion })}`}
          </p>
        </div>
      </div>
      <div className="relative flex flex-wrap items-center justify-between gap-2">
        {status?.up ? (
          <Badge variant="success" size="sm" data-testid="client-online">
            <Users aria-hidden="true" className="size-3.5" />
            {t('launcher.servers.online', { count: status.online })}
          </Badge>
        ) : (
          <Badge size="sm" data-testid="client-online">
            {t('launcher.servers.offline')}
          </Badge>
        )}
        {client ? (
          <div className="flex items-center gap-2">
            <span className="text-xs text-muted">
              {client.installed
                ? t('launcher.servers.installed')
                : t('launcher.servers.not_installed', { size: sizeLabel(client.sizeBytes) })}
            </span>
            <Button
              size="sm"
              onClick={() => onPlay(client)}
              aria-label={t('launcher.servers.play', { server: server.name })}
            >
              <Play aria-hidden="true" />
              {t('launcher.servers.play_short')}
            </Button>
          </div>
        ) : (
          <span className="text-xs text-muted">{t('launcher.servers.no_client')}</span>
        )}
      </div>
    </li>
  )
}
