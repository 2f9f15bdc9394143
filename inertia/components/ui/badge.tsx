import type { HTMLAttributes } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '~/lib/cn'

const badgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1.5 rounded-full border font-semibold whitespace-nowrap [&_svg]:size-3.5',
  {
    variants: {
      variant: {
        neutral: 'border-white/12 bg-white/6 text-muted',
        accent: 'border-accent1/40 bg-accent1/15 text-accent1-text',
        cyan: 'border-accent2/35 bg-accent2/12 text-accent2-text',
        success: 'border-success/35 bg-success/12 text-success',
        warn: 'border-warn/35 bg-warn/12 text-warn',
        danger: 'border-danger/40 bg-danger/12 text-danger',
        glow: [
          'border-transparent text-white shadow-[0_0_18px_-4px_var(--glowLight)]',
          'bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))]',
        ],
        outline: 'border-border-strong bg-transparent text-text',
      },
      size: {
        sm: 'h-5 px-2 text-[0.6875rem]',
        md: 'h-6 px-2.5 text-xs',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'md' },
  }
)

type BadgeProps = HTMLAttributes<HTMLSpanElement> &
  VariantProps<typeof badgeVariants> & {
    /** A small status dot before the text. */
    dot?: boolean
  }

/** A compact status or category label. */
export function Badge({ className, variant, size, dot = false, children, ...props }: BadgeProps) {
  return (
    <span className={cn(badgeVariants({ variant, size }), className)} {...props}>
      {dot && (
        <span
          aria-hidden="true"
          className="size-1.5 rounded-full bg-current shadow-[0_0_8px_currentColor]"
        />
      )}
      {children}
    </span>
  )
}
