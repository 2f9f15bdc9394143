import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from '~/components/ui/slot'
import { Spinner } from '~/components/ui/spinner'
import { cn } from '~/lib/cn'

export const buttonVariants = cva(
  [
    'relative isolate inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-semibold select-none',
    'transition-[background-color,box-shadow,color,border-color,filter,transform] duration-200',
    'active:translate-y-px [&_svg]:size-[1.15em] [&_svg]:shrink-0',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    // A running action is not a disabled one: it keeps its full colour.
    'disabled:aria-busy:opacity-100',
  ],
  {
    variants: {
      variant: {
        primary: [
          'text-white shadow-glow hover:shadow-glow-hover hover:brightness-110',
          'bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))]',
          // A soft top sheen so the gradient reads as a lit surface.
          'before:absolute before:inset-0 before:-z-10 before:rounded-[inherit] before:bg-linear-to-b before:from-white/18 before:to-transparent before:to-60%',
        ],
        secondary:
          'border border-border-strong bg-white/6 text-text hover:border-accent1/60 hover:bg-white/10 hover:shadow-[0_0_24px_-8px_var(--glowLight)]',
        ghost: 'text-muted hover:bg-white/7 hover:text-text',
        danger:
          'bg-danger-strong text-white shadow-[0_8px_24px_-10px_rgb(220_38_38/0.7)] hover:bg-[#c42020] hover:shadow-[0_10px_30px_-8px_rgb(220_38_38/0.8)]',
        link: 'h-auto! px-0! text-accent1-text underline-offset-4 hover:underline active:translate-y-0',
      },
      size: {
        'sm': 'h-9 rounded-lg px-3.5 text-sm',
        'md': 'h-11 rounded-xl px-5 text-sm',
        'lg': 'h-13 rounded-2xl px-7 text-base',
        'icon-sm': 'size-9 rounded-lg',
        'icon': 'size-11 rounded-xl',
        'icon-lg': 'size-13 rounded-2xl',
      },
      block: { true: 'w-full', false: '' },
    },
    defaultVariants: { variant: 'primary', size: 'md', block: false },
  }
)

type Base = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> &
  Omit<VariantProps<typeof buttonVariants>, 'size'> & {
    /** Renders the single child (a link) with the button's look. */
    asChild?: boolean
    /** Shows a spinner, keeps the width and blocks clicks while an action runs. */
    loading?: boolean
    children?: ReactNode
  }

/** An icon-only button has no visible text, so its name is required. */
type IconOnly = { 'size': 'icon-sm' | 'icon' | 'icon-lg'; 'aria-label': string }
type WithText = { 'size'?: 'sm' | 'md' | 'lg' | null; 'aria-label'?: string }

export type ButtonProps = Base & (IconOnly | WithText)

/** Buttons and button-looking links: primary (with glow), secondary, ghost, danger, link. */
export function Button({
  className,
  variant,
  size,
  block,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, block }), className)

  if (asChild) {
    return (
      <Slot className={classes} {...props}>
        {children}
      </Slot>
    )
  }

  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && (
        <span className="absolute inset-0 grid place-items-center">
          <Spinner size="sm" tone="current" />
        </span>
      )}
      <span className={cn('inline-flex items-center gap-2', loading && 'opacity-0')}>
        {children}
      </span>
    </button>
  )
}
