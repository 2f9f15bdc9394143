import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react'
import { cn } from '~/lib/cn'

type TableProps = {
  /** Names the scrollable region and the table (caption) for assistive tech. */
  label: string
  /** Shows the caption visibly above the table instead of only to screen readers. */
  showCaption?: boolean
  /** Lets the table fit a phone's width (rows laid out as cards), instead of scrolling. */
  stacked?: boolean
  className?: string
  children: ReactNode
}

/**
 * A data table whose frame scrolls sideways on small screens; the frame is
 * a focusable region so keyboard users can scroll it too. It is positioned, so
 * an sr-only header (absolute) stays inside it instead of widening the page (#27).
 */
export function Table({
  label,
  showCaption = false,
  stacked = false,
  className,
  children,
}: TableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'relative w-full overflow-x-auto rounded-2xl border border-border bg-surface/70 shadow-card',
        'focus-visible:outline-offset-2',
        className
      )}
    >
      <table
        className={cn(
          'w-full border-collapse text-start text-sm',
          stacked ? 'sm:min-w-max max-sm:block' : 'min-w-max'
        )}
      >
        <caption
          className={cn(
            showCaption
              ? 'px-5 pt-4 pb-2 text-start font-display text-sm font-semibold text-text'
              : 'sr-only'
          )}
        >
          {label}
        </caption>
        {children}
      </table>
    </div>
  )
}

export function TableHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('bg-white/3', className)} {...props} />
}

export function TableBody({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn('[&>tr:last-child]:border-b-0', className)} {...props} />
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={cn('border-b border-border transition-colors hover:bg-accent1/6', className)}
      {...props}
    />
  )
}

export function TableHeaderCell({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        'h-11 px-5 text-start text-xs font-semibold tracking-wider whitespace-nowrap text-subtle uppercase',
        className
      )}
      {...props}
    />
  )
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('px-5 py-3.5 align-middle text-text', className)} {...props} />
}
