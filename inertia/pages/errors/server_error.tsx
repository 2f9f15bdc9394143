import { Head } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'

export default function ServerError() {
  const t = useT()
  return (
    <>
      <Head title={t('errors.pages.server_error_title')} />
      <h1 className="font-display text-3xl">{t('errors.pages.server_error_title')}</h1>
      <p>{t('errors.pages.server_error_text')}</p>
    </>
  )
}
