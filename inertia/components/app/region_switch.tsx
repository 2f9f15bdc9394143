import { router } from '@inertiajs/react'
import { ChevronDown, Earth } from 'lucide-react'
import { REGIONS } from '@domain/platform/regions'
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

/** Stores the chosen region (spec §4); the server answers with the same page. */
function useRegionSwitch() {
  const { region, locale } = useShared()
  const switchTo = (next: string) => {
    if (next === region) return
    router.put(
      pageUrl('platform.regions.update', locale),
      { region: next },
      { preserveScroll: true }
    )
  }
  return { region, switchTo }
}

/** The region menu: Russia or Global (payment methods and prices follow it). */
export function RegionSwitch({
  className,
  align = 'end',
}: {
  className?: string
  align?: 'start' | 'end'
}) {
  const t = useT()
  const { region, switchTo } = useRegionSwitch()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className={cn('gap-1.5 px-2.5', className)}>
          <Earth aria-hidden="true" />
          <span className="sr-only">{t('common.region.label')}: </span>
          <span>{t(`common.region.${region}`)}</span>
          <ChevronDown aria-hidden="true" className="size-3.5! opacity-70" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="min-w-44">
        <DropdownMenuLabel>{t('common.region.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={region} onValueChange={switchTo}>
          {REGIONS.map((option) => (
            <DropdownMenuRadioItem key={option} value={option}>
              {t(`common.region.${option}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** The region picker as a segmented control (mobile sheet). */
export function RegionChoice() {
  const t = useT()
  const { region, switchTo } = useRegionSwitch()
  return (
    <SegmentedControl
      label={t('common.region.label')}
      value={region}
      onChange={switchTo}
      options={REGIONS.map((option) => ({ value: option, label: t(`common.region.${option}`) }))}
    />
  )
}
