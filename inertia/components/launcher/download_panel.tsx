import type { LauncherClient, LauncherProgress } from '@domain/launcher/local_api'
import { Button } from '~/components/ui/button'
import { Progress } from '~/components/ui/progress'
import { Spinner } from '~/components/ui/spinner'
import { useT } from '~/hooks/use_t'

const MB = 1024 * 1024
const megabytes = (bytes: number) => (bytes / MB).toFixed(1)

/** spec §4: the launch in progress: starting, the download with its bar and speed, or running. */
export function DownloadPanel({
  progress,
  clients,
  onCancel,
}: {
  progress: LauncherProgress
  clients: LauncherClient[] | null
  onCancel: () => void
}) {
  const t = useT()
  if (progress.state === 'idle') return null
  const server = clients?.find((client) => client.uuid === progress.clientId)?.name ?? '—'
  const total = progress.totalBytes ?? 0
  const done = progress.downloadedBytes ?? 0

  return (
    <section
      aria-live="polite"
      data-testid="launch-progress"
      data-state={progress.state}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface/80 p-4"
    >
      {progress.state === 'launching' && (
        <p className="flex items-center gap-3 text-sm text-text">
          <Spinner />
          {t('launcher.local_api.launching', { server })}
        </p>
      )}
      {progress.state === 'running' && (
        <p className="text-sm font-medium text-success">
          {t('launcher.local_api.running', { server })}
        </p>
      )}
      {progress.state === 'downloading' && (
        <>
          <Progress
            value={done}
            max={Math.max(total, 1)}
            label={t('launcher.local_api.downloading', { server })}
            showValue
          />
          <p
            className="text-sm text-muted tabular-nums"
            data-testid="download-bytes"
            data-bytes={done}
          >
            {t('launcher.local_api.progress', {
              done: megabytes(done),
              total: megabytes(total),
              speed: megabytes(progress.bytesPerSecond ?? 0),
            })}
          </p>
        </>
      )}
      {progress.state !== 'running' && (
        <Button variant="secondary" size="sm" className="self-end" onClick={onCancel}>
          {t('launcher.local_api.cancel')}
        </Button>
      )}
    </section>
  )
}
