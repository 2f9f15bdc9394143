import { Head } from '@inertiajs/react'
import { BackAction, ErrorState, HomeAction } from '~/components/app/error_state'
import { useT } from '~/hooks/use_t'

export default function NotFound({ path }: { path: string }) {
  const t = useT()
  return (
    <>
      <Head title={t('errors.not_found')} />
      <ErrorState
        code={404}
        eyebrow={t('errors.pages.not_found_eyebrow')}
        title={t('errors.pages.not_found_title', { path })}
        text={t('errors.pages.not_found_text')}
        actions={
          <>
            <HomeAction />
            <BackAction variant="secondary" />
          </>
        }
      />
    </>
  )
}
