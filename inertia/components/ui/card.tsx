import type { HTMLAttributes } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '~/lib/cn'

const cardVariants = cva('relative rounded-3xl text-text', {
  variants: {
    variant: {
      default: 'border border-border bg-surface/80 shadow-card',
      glass: 'tm-glass border border-white/10 shadow-card',
      glow: 'tm-gradient-border bg-surface/85 shadow-[0_0_50px_-20px_var(--glowLight)]',
      interactive: [
        'border border-border bg-surface/80 shadow-card transition-[transform,border-color,box-shadow] duration-300',
        'hover:-translate-y-1 hover:border-accent1/45 hover:shadow-[0_24px_60px_-24px_var(--glowLight)]',
        'focus-within:border-accent1/45',
      ],
    },
  },
  defaultVariants: { variant: 'default' },
})

type CardProps = HTMLAttributes<HTMLDivElement> & VariantProps<typeof cardVariants>

/** A surface that groups content: default, glass, glow (gradient rim) or interactive. */
export function Card({ className, variant, ...props }: CardProps) {
  return <div className={cn(cardVariants({ variant }), className)} {...props} />
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1.5 p-6 pb-0', className)} {...props} />
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h3 className={cn('font-display text-base leading-snug font-semibold', className)} {...props} />
  )
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm leading-6 text-muted', className)} {...props} />
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-6', className)} {...props} />
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-3 border-t border-border px-6 py-4',
        className
      )}
      {...props}
    />
  )
}
