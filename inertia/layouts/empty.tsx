import type { ReactNode } from 'react'
import { AppShell } from '~/components/app/app_shell'
import { SkipLink } from '~/components/app/skip_link'
import { MagicCircle } from '~/components/app/magic_circle'
import { MainRegion } from '~/components/app/layout_frame'
import { StarField } from '~/components/app/star_field'

/** No chrome: content centred on the art background (logout). */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <SkipLink />
      <div className="relative isolate flex min-h-dvh items-center justify-center overflow-hidden bg-background px-4 py-12">
        <div aria-hidden="true" className="tm-aurora absolute inset-0 -z-10" />
        <StarField className="tm-stars -z-10 opacity-50" />
        <MagicCircle className="absolute top-1/2 left-1/2 -z-10 w-[52rem] max-w-none -translate-x-1/2 -translate-y-1/2 opacity-30" />
        <MainRegion className="w-full max-w-md">{children}</MainRegion>
      </div>
    </AppShell>
  )
}
