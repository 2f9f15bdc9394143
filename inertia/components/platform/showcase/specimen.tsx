import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'

type SpecimenProps = {
  id: string
  title: string
  description?: string
  className?: string
  /** Classes of the stage that holds the examples. */
  stageClassName?: string
  children: ReactNode
}

/** One documented component of the showcase: its name, a note, and a stage of examples. */
export function Specimen({
  id,
  title,
  description,
  className,
  stageClassName,
  children,
}: SpecimenProps) {
  return (
    <section aria-labelledby={id} className={cn('scroll-mt-24', className)}>
      <div className="mb-4 flex flex-col gap-1.5">
        <h2
          id={id}
          className="font-display text-lg font-semibold break-words text-white sm:text-xl"
        >
          {title}
        </h2>
        {description && <p className="max-w-3xl text-sm leading-6 text-muted">{description}</p>}
      </div>
      <div
        className={cn(
          'relative rounded-3xl border border-border bg-surface/60 p-4 shadow-card sm:p-6',
          'bg-[radial-gradient(rgb(255_255_255/0.05)_1px,transparent_1px)] bg-[size:18px_18px]',
          stageClassName
        )}
      >
        {children}
      </div>
    </section>
  )
}

/** A labelled row inside a specimen stage. */
export function SpecimenRow({
  label,
  className,
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-3 border-b border-border py-5 first:pt-0 last:border-b-0 last:pb-0">
      <h3 className="text-xs font-semibold tracking-wider text-subtle uppercase">{label}</h3>
      <div className={cn('flex flex-wrap items-center gap-3', className)}>{children}</div>
    </div>
  )
}
