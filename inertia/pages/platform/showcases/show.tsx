import { Head } from '@inertiajs/react'
import { Blocks, MonitorSmartphone, Shapes } from 'lucide-react'
import { SHOWCASE_SECTIONS, type ShowcaseSection } from '@domain/platform/showcases'
import { AppLink } from '~/components/app/app_link'
import { AdaptiveButtonsSection } from '~/components/platform/showcase/adaptive_buttons_section'
import { ElementsSection } from '~/components/platform/showcase/elements_section'
import { IconsSection } from '~/components/platform/showcase/icons_section'
import { TooltipProvider } from '~/components/ui/tooltip'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

const SECTIONS = {
  'icons': { icon: Shapes, Content: IconsSection },
  'elements': { icon: Blocks, Content: ElementsSection },
  'adaptive/buttons': { icon: MonitorSmartphone, Content: AdaptiveButtonsSection },
} satisfies Record<ShowcaseSection, unknown>

const keyOf = (section: ShowcaseSection) => section.replace('/', '_')

export default function ShowcasesShow({ section }: { section: ShowcaseSection }) {
  const t = useT()
  const { Content } = SECTIONS[section]
  return (
    <>
      <Head title={t(`platform.showcases.${keyOf(section)}`)} />
      <div className="mb-10 flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <span className="text-xs font-semibold tracking-[0.16em] text-accent2-text uppercase">
            {t('platform.showcases.title')}
          </span>
          <h1 className="font-display text-3xl font-semibold text-white sm:text-4xl">
            {t(`platform.showcases.${keyOf(section)}`)}
          </h1>
          <p className="max-w-3xl text-base leading-7 text-muted">
            {t(`platform.showcases.${keyOf(section)}_intro`)}
          </p>
        </div>
        <nav aria-label={t('platform.showcases.sections')}>
          <ul className="inline-flex max-w-full flex-wrap gap-1 rounded-2xl border border-border bg-tab p-1">
            {SHOWCASE_SECTIONS.map((item) => {
              const Icon = SECTIONS[item].icon
              const current = item === section
              return (
                <li key={item} className="shrink-0">
                  <AppLink
                    route="platform.showcases.show"
                    params={{ '*': item.split('/') }}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'inline-flex h-10 items-center gap-2 rounded-xl px-3.5 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-text sm:px-4',
                      current &&
                        'bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))] text-white shadow-[0_4px_18px_-6px_var(--glowLight)] hover:text-white'
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`platform.showcases.${keyOf(item)}`)}
                  </AppLink>
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
      {/* Only the showcase has tooltips: their provider stays out of every other page (#8). */}
      <TooltipProvider delayDuration={250}>
        <Content />
      </TooltipProvider>
    </>
  )
}
