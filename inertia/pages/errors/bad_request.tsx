import { Head } from '@inertiajs/react'
import { BackAction, ErrorState, HomeAction } from '~/components/app/error_state'
import { useT } from '~/hooks/use_t'

/** A request the site could not read (400) or a file sent where none is taken (415). */
export default function BadRequest({ code }: { code: 400 | 415 }) {
  const t = useT()
  return (
    <>
      <Head title={t('errors.pages.bad_request_title')} />
      <ErrorState
        code={code}
        eyebrow={t('errors.pages.bad_request_eyebrow', { code })}
        title={t('errors.pages.bad_request_title')}
        text={t('errors.pages.bad_request_text')}
        actions={
          <>
            <BackAction />
            <HomeAction variant="secondary" />
          </>
        }
      />
    </>
  )
}
