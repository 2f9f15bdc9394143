import { useId } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '~/lib/cn'

const spinnerVariants = cva('inline-block shrink-0 animate-spin', {
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
    tone: { accent: '', current: '' },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
})

type SpinnerProps = VariantProps<typeof spinnerVariants> & {
  className?: string
  /** Announced to screen readers; without it the spinner is decorative. */
  label?: string
}

/** A gradient arc that turns while something loads. */
export function Spinner({ size, tone, className, label }: SpinnerProps) {
  const gradientId = useId()
  const accent = tone !== 'current'
  return (
    <span
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
      className="inline-flex"
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        className={cn(spinnerVariants({ size, tone }), className)}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" style={{ stopColor: accent ? 'var(--accent2)' : 'currentColor' }} />
            <stop
              offset="1"
              style={{ stopColor: accent ? 'var(--accent1)' : 'currentColor', stopOpacity: 0.1 }}
            />
          </linearGradient>
        </defs>
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity=".15" strokeWidth="3" />
        <path
          d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
          stroke={`url(#${gradientId})`}
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  )
}
