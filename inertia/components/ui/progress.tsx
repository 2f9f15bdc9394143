import { Progress as ProgressPrimitive } from 'radix-ui'
import { cn } from '~/lib/cn'

type ProgressProps = {
  /** 0..max; null shows an indeterminate bar. */
  value: number | null
  max?: number
  /** The accessible name, e.g. what is downloading. */
  label: string
  /** Writes the label and percentage above the bar. */
  showValue?: boolean
  size?: 'sm' | 'md'
  className?: string
}

/** A progress bar (radix) filled with the theme gradient. */
export function Progress({
  value,
  max = 100,
  label,
  showValue = false,
  size = 'md',
  className,
}: ProgressProps) {
  const percent =
    value === null ? null : Math.round((Math.min(Math.max(value, 0), max) / max) * 100)
  return (
    <div className={cn('flex w-full flex-col gap-2', className)}>
      {showValue && (
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="font-medium text-text">{label}</span>
          {percent !== null && <span className="text-muted tabular-nums">{percent}%</span>}
        </div>
      )}
      <ProgressPrimitive.Root
        value={value}
        max={max}
        aria-label={label}
        className={cn(
          'relative w-full overflow-hidden rounded-full bg-white/8',
          size === 'sm' ? 'h-1.5' : 'h-2.5'
        )}
      >
        <ProgressPrimitive.Indicator
          className={cn(
            'h-full rounded-full bg-[linear-gradient(90deg,var(--tripleGradient1),var(--tripleGradient2),var(--tripleGradient3))]',
            'shadow-[0_0_14px_var(--glowLight)] transition-[width] duration-500 ease-out',
            percent === null && 'w-2/5 animate-indeterminate'
          )}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </ProgressPrimitive.Root>
    </div>
  )
}
