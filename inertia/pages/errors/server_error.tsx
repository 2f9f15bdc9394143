import { Head } from '@inertiajs/react'
import { House, RotateCw } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { ErrorState } from '~/components/app/error_state'
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
            <Button size="lg" variant="secondary" asChild>
              <AppLink route="platform.home.show">
                <House aria-hidden="true" />
                {t('common.actions.back_home')}
              </AppLink>
            </Button>
          </>
        }
      />
    </>
  )
}
