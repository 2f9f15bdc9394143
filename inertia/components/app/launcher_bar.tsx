import { BrandLink } from '~/components/app/brand'
import { LanguageSwitch } from '~/components/app/language_switch'
import { Badge } from '~/components/ui/badge'
import { useT } from '~/hooks/use_t'

/** The launcher webview's slim top bar: brand and language, no site navigation. */
export function LauncherBar() {
  const t = useT()
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/80 backdrop-blur-xl">
      <div className="flex h-12 items-center gap-3 px-4">
        <BrandLink className="text-sm [&_svg]:size-7" />
        <Badge variant="accent" size="sm">
          {t('common.launcher.title')}
        </Badge>
        <LanguageSwitch className="ms-auto" />
      </div>
    </header>
  )
}
