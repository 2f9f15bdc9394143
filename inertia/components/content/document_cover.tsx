import type { CSSProperties } from 'react'
import { SCHEME_COLORS, type ColorScheme } from '@domain/content/documents'
import { cn } from '~/lib/cn'

/** A document's cover image, or a gradient in its colour when it has none. Decorative. */
export function DocumentCover({
  url,
  scheme,
  className,
  eager = false,
}: {
  url: string | null
  scheme: ColorScheme
  className?: string
  eager?: boolean
}) {
  const style = { '--scheme': SCHEME_COLORS[scheme] } as CSSProperties
  return (
    <div
      aria-hidden="true"
      style={style}
      className={cn(
        'relative overflow-hidden bg-[radial-gradient(120%_90%_at_15%_0%,color-mix(in_oklab,var(--scheme)_55%,transparent),transparent_70%),linear-gradient(160deg,color-mix(in_oklab,var(--scheme)_25%,var(--surface)),var(--surface))]',
        className
      )}
    >
      {url && (
        <img
          src={url}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  )
}
