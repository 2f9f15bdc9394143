import { useId } from 'react'
import { AppLink } from '~/components/app/app_link'
import { useShared } from '~/hooks/use_shared'
import { cn } from '~/lib/cn'

/** The TechnoMagic mark: a rune hexagon holding a crystal "T", painted with the theme gradient. */
export function BrandMark({ className }: { className?: string }) {
  const id = useId()
  const rim = `${id}-rim`
  const crystal = `${id}-crystal`
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <defs>
        <linearGradient id={rim} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--tripleGradient1)' }} />
          <stop offset=".55" style={{ stopColor: 'var(--tripleGradient2)' }} />
          <stop offset="1" style={{ stopColor: 'var(--tripleGradient3)' }} />
        </linearGradient>
        <linearGradient id={crystal} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" />
          <stop offset="1" style={{ stopColor: 'var(--tripleGradient3)' }} />
        </linearGradient>
      </defs>
      <path
        d="M20 2.5 35.2 11.25v17.5L20 37.5 4.8 28.75v-17.5Z"
        style={{ fill: 'color-mix(in oklab, var(--doubleGradient1) 28%, #0b0a1a)' }}
        stroke={`url(#${rim})`}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M20 7.5 30.8 13.75v12.5L20 32.5 9.2 26.25v-12.5Z"
        fill="none"
        stroke={`url(#${rim})`}
        strokeOpacity=".35"
        strokeWidth="1"
        strokeDasharray="2 2.4"
      />
      <path d="M10.5 14.6 20 11.9l9.5 2.7-9.5 2.7Z" fill={`url(#${crystal})`} />
      <path d="M20 18.4 23.1 24 20 31.2 16.9 24Z" fill={`url(#${crystal})`} />
      <path
        d="M29 21.2c.2 1.3.5 1.6 1.8 1.8-1.3.2-1.6.5-1.8 1.8-.2-1.3-.5-1.6-1.8-1.8 1.3-.2 1.6-.5 1.8-1.8Z"
        fill="#fff"
      />
    </svg>
  )
}

/** The mark and the product name, linking home. */
export function BrandLink({
  className,
  compact = false,
}: {
  className?: string
  compact?: boolean
}) {
  const { app } = useShared()
  return (
    <AppLink
      route="platform.home.show"
      className={cn(
        'group inline-flex shrink-0 items-center gap-2.5 rounded-xl pe-1 font-display text-[0.95rem] font-semibold tracking-tight text-white',
        className
      )}
    >
      <BrandMark className="transition-[filter] duration-300 group-hover:drop-shadow-[0_0_10px_var(--glowLight)]" />
      <span className={cn(compact && 'sr-only xs:not-sr-only')}>{app.productName}</span>
    </AppLink>
  )
}
