import type { ReactNode } from 'react'
import { ArrowLeft, House } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { MagicCircle } from '~/components/app/magic_circle'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { useT } from '~/hooks/use_t'

type ErrorStateProps = {
  /** The status code, drawn large over the circle (decorative; the eyebrow says it in words). */
  code: number
  eyebrow: string
  title: string
  text: string
  actions: ReactNode
}

/** The error pages' art and copy: a dimmed magic circle behind the code, then the actions. */
export function ErrorState({ code, eyebrow, title, text, actions }: ErrorStateProps) {
  return (
    <section className="flex flex-col items-center py-4 text-center sm:py-8">
      <div
        aria-hidden="true"
        className="relative grid aspect-square w-64 place-items-center sm:w-80"
      >
        <MagicCircle className="absolute inset-0 size-full opacity-70" />
        <span className="tm-text-gradient relative font-display text-7xl font-bold tracking-tight drop-shadow-[0_0_30px_var(--glowDark)] sm:text-8xl">
          {code}
        </span>
      </div>
      <Badge variant="accent" className="mt-6">
        {eyebrow}
      </Badge>
      <h1 className="mt-4 max-w-2xl font-display text-2xl leading-tight font-semibold text-white [overflow-wrap:anywhere] sm:text-3xl">
        {title}
      </h1>
      <p className="mt-4 max-w-xl text-base leading-7 text-muted">{text}</p>
      <div className="mt-8 flex w-full flex-col gap-3 xs:w-auto sm:flex-row">{actions}</div>
    </section>
  )
}

type ActionProps = { variant?: 'primary' | 'secondary' }

/** The error pages' way back to the home page. */
export function HomeAction({ variant = 'primary' }: ActionProps) {
  const t = useT()
  return (
    <Button size="lg" variant={variant} asChild>
      <AppLink route="platform.home.show">
        <House aria-hidden="true" />
        {t('common.actions.back_home')}
      </AppLink>
    </Button>
  )
}

/** The error pages' way back to the previous page. */
export function BackAction({ variant = 'primary' }: ActionProps) {
  const t = useT()
  return (
    <Button size="lg" variant={variant} onClick={() => window.history.back()}>
      <ArrowLeft aria-hidden="true" />
      {t('common.actions.back')}
    </Button>
  )
}
