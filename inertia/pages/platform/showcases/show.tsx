import { Head } from '@inertiajs/react'
import type { ShowcaseSection } from '@domain/platform/showcases'
import { useT } from '~/hooks/use_t'

export default function ShowcasesShow({ section }: { section: ShowcaseSection }) {
  const t = useT()
  return (
    <>
      <Head title={t(`platform.showcases.${section.replace('/', '_')}`)} />
      <h1 className="font-display text-3xl">{t('platform.showcases.title')}</h1>
    </>
  )
}
