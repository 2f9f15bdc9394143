import { Head } from '@inertiajs/react'
import { RotateCw } from 'lucide-react'
import { ErrorState, HomeAction } from '~/components/app/error_state'
import { Button } from '~/components/ui/button'
import { useT } from '~/hooks/use_t'

export default function ServerError() {
  const t = useT()
  return (
    <>
      <Head title={t('errors.pages.server_error_title')} />
      <ErrorState
        code={500}
        eyebrow={t('errors.pages.server_error_eyebrow')}
        title={t('errors.pages.server_error_title')}
        text={t('errors.pages.server_error_text')}
        actions={
          <>
            <Button size="lg" onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" />
              {t('common.actions.reload')}
            </Button>
            <HomeAction variant="secondary" />
          </>
        }
      />
    </>
  )
}
