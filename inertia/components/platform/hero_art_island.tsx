import { lazy, Suspense } from 'react'
import { HeroArt as Drawn } from '~/components/platform/hero_art'

const Hydrated = lazy(() =>
  import('~/components/platform/hero_art').then((module) => ({ default: module.HeroArt }))
)

/**
 * The home hero's art, drawn by the server and hydrated from its own chunk: it is
 * decorative (aria-hidden, no state), so the first view needs none of its code, which
 * was 1.4 KB gzip of home's first JS (#29 item 4). During hydration the Suspense
 * boundary keeps the server's markup until the chunk is in; a visit from another page
 * draws it once loaded. The client build drops `Drawn` (`import.meta.env.SSR` is false).
 */
export function HeroArt(props: { className?: string }) {
  return (
    <Suspense fallback={null}>
      {import.meta.env.SSR ? <Drawn {...props} /> : <Hydrated {...props} />}
    </Suspense>
  )
}
