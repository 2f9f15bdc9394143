import { LAUNCHER_DEBUG_PERMISSION, type LauncherSettingsSection } from '@domain/launcher/settings'
import { AppLink } from '~/components/app/app_link'
import { useCan } from '~/hooks/use_can'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

const SECTIONS = ['folder', 'ram', 'theme', 'other'] as const

/** The settings sections; the debugger's only for admins (spec §6). */
export function SettingsTabs({ current }: { current: LauncherSettingsSection }) {
  const t = useT()
  const admin = useCan(LAUNCHER_DEBUG_PERMISSION)
  const link = (section: LauncherSettingsSection) =>
    cn(
      'rounded-lg px-3 py-1.5 text-sm font-medium',
      section === current ? 'bg-white/10 text-text' : 'text-muted hover:text-text'
    )
  return (
    <nav aria-label={t('launcher.settings.sections_label')}>
      <ul className="flex flex-wrap gap-1">
        {SECTIONS.map((section) => (
          <li key={section}>
            <AppLink
              route="launcher.settings.show"
              params={{ section }}
              className={link(section)}
              aria-current={section === current ? 'page' : undefined}
            >
              {t(`launcher.settings.sections.${section}`)}
            </AppLink>
          </li>
        ))}
        {admin && (
          <li>
            <AppLink
              route="launcher.debuggers.show"
              className={link('admin')}
              aria-current={current === 'admin' ? 'page' : undefined}
            >
              {t('launcher.settings.sections.admin')}
            </AppLink>
          </li>
        )}
      </ul>
    </nav>
  )
}
