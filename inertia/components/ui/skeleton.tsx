import type { HTMLAttributes } from 'react'
import { cn } from '~/lib/cn'

/**
 * A placeholder block with a soft shimmer while content loads; hidden from
 * assistive tech. `inline` draws it as a span, for inside text and buttons.
 */
export function Skeleton({
  className,
  inline = false,
  ...props
}: HTMLAttributes<HTMLElement> & { inline?: boolean }) {
  const Tag = inline ? 'span' : 'div'
  return (
    <Tag
      aria-hidden="true"
      className={cn(
        'animate-shimmer rounded-xl bg-[length:200%_100%]',
        'bg-[linear-gradient(100deg,rgb(255_255_255/0.05)_30%,color-mix(in_oklab,var(--accent1)_14%,rgb(255_255_255/0.07))_50%,rgb(255_255_255/0.05)_70%)]',
        inline && 'inline-block',
        className
      )}
      {...props}
    />
  )
}
