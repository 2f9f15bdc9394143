import { router } from '@inertiajs/react'
import { Earth } from 'lucide-react'
import { REGIONS } from '@domain/platform/regions'
import { ChoiceMenu } from '~/components/app/choice_menu'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'

/** The regions and the switch that stores the choice (spec §4); the server answers with the same page. */
export function useRegions() {
  const t = useT()
  const { region, locale } = useShared()
  const switchTo = (next: string) => {
    if (next === region) return
    router.put(
      pageUrl('platform.regions.update', locale),
      { region: next },
      { preserveScroll: true }
    )
  }
  const options = REGIONS.map((option) => ({ value: option, label: t(`common.region.${option}`) }))
  return { label: t('common.region.label'), region, options, switchTo }
}

/** The region menu: Russia or Global (payment methods and prices follow it). */
export function RegionSwitch({
  className,
  align,
}: {
  className?: string
  align?: 'start' | 'end'
}) {
  const { label, region, options, switchTo } = useRegions()
  return (
    <ChoiceMenu
      icon={Earth}
      label={label}
      current={options.find((option) => option.value === region)?.label ?? region}
      value={region}
      options={options}
      onChange={switchTo}
      className={className}
      align={align}
    />
  )
}
