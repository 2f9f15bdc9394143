import { Head } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'

export default function NotFound({ path }: { path: string }) {
  const t = useT()
  const title = t('errors.pages.not_found_title', { path })
  return (
    <>
      <Head title={t('errors.not_found')} />
      <h1 className="font-display text-3xl">{title}</h1>
      <p>{t('errors.pages.not_found_text')}</p>
    </>
  )
}
