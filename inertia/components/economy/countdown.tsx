import { useCountdown } from '~/hooks/use_countdown'
import { useT } from '~/hooks/use_t'

/** Days and hh:mm:ss until a moment, ticking live. */
export function Countdown({ until, className }: { until: string; className?: string }) {
  const t = useT()
  const left = useCountdown(until)
  const days = Math.floor(left / 86_400)
  const clock = [Math.floor(left / 3600) % 24, Math.floor(left / 60) % 60, left % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':')
  return (
    <time className={className} dateTime={`PT${left}S`}>
      {t('economy.bonus.countdown', { days, clock })}
    </time>
  )
}
