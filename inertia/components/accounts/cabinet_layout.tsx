import { useEffect, useRef, type ReactNode } from 'react'
import { usePage } from '@inertiajs/react'
import type { LucideIcon } from 'lucide-react'
import {
  ArrowLeftRight,
  Crown,
  Gift,
  Image,
  KeyRound,
  Link2,
  Mail,
  MonitorSmartphone,
  Palette,
  RotateCcw,
  ShieldCheck,
  Sparkles,
  UserPlus,
  UserRound,
  EyeOff,
  PackageCheck,
} from 'lucide-react'
import { CABINET_TABS, type CabinetTabId } from '@domain/accounts/cabinet'
import { AppLink } from '~/components/app/app_link'
import { SoonMark } from '~/components/app/nav_item'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import { hasRoute, pageUrl } from '~/lib/routes'

/** Each tab's icon, beside its spec §2 name. */
const TAB_ICONS: Record<CabinetTabId, LucideIcon> = {
  privileges: Crown,
  abilities: Sparkles,
  refund: RotateCcw,
  bonus: Gift,
  invite: UserPlus,
  profile: UserRound,
  theme: Palette,
  cover: Image,
  privacy: EyeOff,
  two_factor: ShieldCheck,
  authorization: Link2,
  password: KeyRound,
  email: Mail,
  sessions: MonitorSmartphone,
  transactions: ArrowLeftRight,
  deliveries: PackageCheck,
}

type CabinetTab = (typeof CABINET_TABS)[number]

const tabClasses = cn(
  'flex h-10 shrink-0 items-center gap-2.5 rounded-xl px-3 text-sm font-medium whitespace-nowrap',
  'lg:h-11 lg:w-full [&>svg]:size-4 [&>svg]:shrink-0'
)

/** A tab stays current on its sub-pages: cover → cover/glow. */
function isTabPath(tabPath: string, path: string) {
  return path === tabPath || path.startsWith(`${tabPath}/`)
}

function CabinetTabItem({ tab, current }: { tab: CabinetTab; current: boolean }) {
  const t = useT()
  const Icon = TAB_ICONS[tab.id]
  const label = t(`accounts.cabinet.tabs.${tab.id}`)

  if (!hasRoute(tab.route)) {
    return (
      <span
        role="link"
        aria-disabled="true"
        className={cn(tabClasses, 'cursor-default text-subtle')}
      >
        <Icon aria-hidden="true" className="opacity-60" />
        <span>{label}</span>
        <SoonMark className="lg:ms-auto" />
      </span>
    )
  }
  return (
    <AppLink
      route={tab.route}
      aria-current={current ? 'page' : undefined}
      // Persistent layout: keep the tab strip's scroll between cabinet pages.
      preserveScroll
      className={cn(
        tabClasses,
        'text-muted transition-colors hover:bg-white/6 hover:text-text',
        'aria-[current=page]:bg-[linear-gradient(135deg,color-mix(in_oklab,var(--doubleGradient1)_85%,transparent),color-mix(in_oklab,var(--doubleGradient2)_85%,transparent))]',
        'aria-[current=page]:text-white aria-[current=page]:shadow-[0_4px_18px_-6px_var(--glowLight)]'
      )}
    >
      <Icon aria-hidden="true" />
      <span>{label}</span>
    </AppLink>
  )
}

/** A cabinet page's title and one line on what it is for. */
export function CabinetHeading({ title, intro }: { title: string; intro?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-2 sm:mb-8">
      <h1 className="font-display text-2xl font-semibold text-white sm:text-3xl">{title}</h1>
      {intro && <p className="max-w-2xl text-sm leading-6 text-muted sm:text-base">{intro}</p>}
    </div>
  )
}

/**
 * The personal cabinet's frame (spec §2 cabinet): its tabs beside the page
 * on wide screens, a sideways-scrolling strip above it on narrow ones.
 * Cabinet pages nest it in the default layout:
 * `Page.layout = [DefaultLayout, CabinetLayout]`.
 */
export default function CabinetLayout({ children }: { children: ReactNode }) {
  const t = useT()
  const { url } = usePage()
  const { locale } = useShared()
  const path = url.split(/[?#]/)[0]
  const strip = useRef<HTMLUListElement>(null)

  // On a narrow screen the current tab may sit far right in the strip: bring it into view.
  useEffect(() => {
    const list = strip.current
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list || !active || list.scrollWidth <= list.clientWidth) return
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2
  }, [path])

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:gap-10">
      <nav
        aria-label={t('accounts.cabinet.tabs_label')}
        className="min-w-0 lg:sticky lg:top-24 lg:w-64 lg:shrink-0"
      >
        <p className="mb-3 text-xs font-semibold tracking-[0.16em] text-accent2-text uppercase">
          {t('accounts.cabinet.title')}
        </p>
        <ul
          ref={strip}
          className={cn(
            'relative flex gap-1 overflow-x-auto rounded-2xl border border-border bg-tab p-1',
            'lg:flex-col lg:overflow-visible'
          )}
        >
          {CABINET_TABS.map((tab) => (
            <li key={tab.id} className="shrink-0">
              <CabinetTabItem
                tab={tab}
                current={hasRoute(tab.route) && isTabPath(pageUrl(tab.route, locale), path)}
              />
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  )
}
