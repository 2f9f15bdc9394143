import { Activity } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { useMonitoring } from '~/hooks/use_monitoring'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

/** The header's monitoring widget: players online on the network now, a link to the statistics. */
export function MonitoringBadge({ className }: { className?: string }) {
  const t = useT()
  const { monitoring } = useMonitoring()
  const online = monitoring?.records.onlineCurrent
  return (
    <AppLink
      route="network.statistics.index"
      data-testid="monitoring-badge"
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-full border border-border bg-white/5 px-3 text-sm font-medium text-text transition-colors hover:border-accent1/50 hover:bg-accent1/10',
        className
      )}
    >
      <Activity aria-hidden="true" className="size-4 text-success" />
      <span className="tabular-nums">
        {online === undefined
          ? t('network.monitoring.online_unknown')
          : t('network.monitoring.online_now', { count: online })}
      </span>
    </AppLink>
  )
}
