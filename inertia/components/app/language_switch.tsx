import { router, usePage } from '@inertiajs/react'
import { Languages } from 'lucide-react'
import { LOCALES } from '@domain/platform/locales'
import { ChoiceMenu } from '~/components/app/choice_menu'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'

/** The languages with their own names, and the switch that stays on the same page (spec §4). */
export function useLanguages() {
  const t = useT()
  const { url } = usePage()
  const { locale } = useShared()
  const switchTo = (next: string) => {
    if (next === locale) return
    router.put(pageUrl('platform.locales.update', locale), { locale: next, path: url })
  }
  const options = LOCALES.map((language) => ({
    value: language,
    label: t(`common.locale.${language}`),
    lang: language,
  }))
  return { label: t('common.locale.label'), locale, options, switchTo }
}

type SwitchProps = { className?: string; align?: 'start' | 'end' }

/** The language menu of the header and footer: Русский / English. */
export function LanguageSwitch({ className, align }: SwitchProps) {
  const { label, locale, options, switchTo } = useLanguages()
  return (
    <ChoiceMenu
      icon={Languages}
      label={label}
      current={locale.toUpperCase()}
      value={locale}
      options={options}
      onChange={switchTo}
      className={className}
      align={align}
    />
  )
}
