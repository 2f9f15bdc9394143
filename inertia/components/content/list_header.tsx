import type { ReactNode } from 'react'

/** The heading block of a list or info page. */
export function ListHeader({
  title,
  text,
  actions,
}: {
  title: string
  text: string
  actions?: ReactNode
}) {
  return (
    <header className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-3">
        <span
          aria-hidden="true"
          className="h-1 w-12 rounded-full bg-linear-to-r from-accent1 to-accent2"
        />
        <h1 className="font-display text-3xl font-bold wrap-break-word hyphens-auto text-white sm:text-4xl">
          {title}
        </h1>
        <p className="max-w-2xl text-base leading-7 text-muted">{text}</p>
      </div>
      {actions}
    </header>
  )
}
