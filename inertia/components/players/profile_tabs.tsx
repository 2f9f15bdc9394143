import { AppLink } from '~/components/app/app_link'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import type { RouteName } from '~/lib/routes'

export const tabChip = (active: boolean) =>
  cn(
    'inline-flex h-10 items-center rounded-xl border px-4 text-sm font-medium transition-colors',
    active
      ? 'border-transparent bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))] text-white'
      : 'border-border bg-tab text-muted hover:text-text'
  )

type Tab = 'statistics' | 'friends' | 'roles'

const TABS: { id: Tab; route: RouteName }[] = [
  { id: 'statistics', route: 'players.statistics.show' },
  { id: 'friends', route: 'players.friends.index' },
  { id: 'roles', route: 'players.roles.index' },
]

/** The profile's tabs (spec §2 public profile: statistics, friends, roles). */
export function ProfileTabs({ nickname, current }: { nickname: string; current: Tab }) {
  const t = useT()
  return (
    <nav aria-label={t('players.profiles.tabs_label')} className="flex flex-wrap gap-2">
      {TABS.map((tab) => (
        <AppLink
          key={tab.id}
          route={tab.route}
          params={{ nickname }}
          aria-current={tab.id === current ? 'page' : undefined}
          preserveScroll
          className={tabChip(tab.id === current)}
        >
          {t(`players.profiles.tabs.${tab.id}`)}
        </AppLink>
      ))}
    </nav>
  )
}
