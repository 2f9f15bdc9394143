import { router, usePage } from '@inertiajs/react'
import { ChevronDown, Languages } from 'lucide-react'
import { LOCALES, type Locale } from '@domain/platform/locales'
import { Button } from '~/components/ui/button'
import { SegmentedControl } from '~/components/ui/segmented_control'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown_menu'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import { pageUrl } from '~/lib/routes'

/** Switches the language and stays on the same page (spec §4): the server swaps the prefix. */
function useLocaleSwitch() {
  const { url } = usePage()
  const { locale } = useShared()
  const switchTo = (next: string) => {
    if (next === locale) return
    router.put(pageUrl('platform.locales.update', locale), { locale: next, path: url })
  }
  return { locale: locale as Locale, switchTo }
}

type SwitchProps = { className?: string; align?: 'start' | 'end' }

/** The language menu of the header and footer: Русский / English. */
export function LanguageSwitch({ className, align = 'end' }: SwitchProps) {
  const t = useT()
  const { locale, switchTo } = useLocaleSwitch()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className={cn('gap-1.5 px-2.5', className)}>
          <Languages aria-hidden="true" />
          <span className="sr-only">{t('common.locale.label')}: </span>
          <span>{locale.toUpperCase()}</span>
          <ChevronDown aria-hidden="true" className="size-3.5! opacity-70" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="min-w-44">
        <DropdownMenuLabel>{t('common.locale.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={locale} onValueChange={switchTo}>
          {LOCALES.map((language) => (
            <DropdownMenuRadioItem key={language} value={language} lang={language}>
              {t(`common.locale.${language}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** The language picker as a segmented control (mobile sheet). */
export function LanguageChoice() {
  const t = useT()
  const { locale, switchTo } = useLocaleSwitch()
  return (
    <SegmentedControl
      label={t('common.locale.label')}
      value={locale}
      onChange={switchTo}
      options={LOCALES.map((language) => ({
        value: language,
        label: t(`common.locale.${language}`),
        lang: language,
      }))}
    />
  )
}
