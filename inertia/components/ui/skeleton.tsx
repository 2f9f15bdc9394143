import type { HTMLAttributes } from 'react'
import { cn } from '~/lib/cn'

/** A placeholder block with a soft shimmer while content loads; hidden from assistive tech. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-shimmer rounded-xl bg-[length:200%_100%]',
        'bg-[linear-gradient(100deg,rgb(255_255_255/0.05)_30%,color-mix(in_oklab,var(--accent1)_14%,rgb(255_255_255/0.07))_50%,rgb(255_255_255/0.05)_70%)]',
        className
      )}
      {...props}
    />
  )
}
