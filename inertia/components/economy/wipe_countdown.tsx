import { CalendarClock } from 'lucide-react'
import { DateTime } from '~/components/accounts/date_time'
import { Countdown } from '~/components/economy/countdown'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

/** A server's next wipe (spec §4 wipe calendar), as the servers and home pages receive it. */
export type UpcomingWipe = { wipeAt: string; newsSlug: string | null }

/** "Wipe in 3 days 04:12:33", ticking, with the wipe's moment; on the servers and home pages. */
export function WipeCountdown({ wipe, className }: { wipe: UpcomingWipe; className?: string }) {
  const t = useT()
  return (
    <p
      data-testid="wipe-countdown"
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-xl border border-warn/40 bg-warn/10 px-3 py-2 text-sm text-text',
        className
      )}
    >
      <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-warn" />
      <span>
        {t('economy.wipes.upcoming')}{' '}
        <Countdown until={wipe.wipeAt} className="font-semibold tabular-nums" />
      </span>
      <DateTime value={wipe.wipeAt} className="text-xs text-muted" />
    </p>
  )
}
