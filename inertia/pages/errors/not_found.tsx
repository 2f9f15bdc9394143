import { Head } from '@inertiajs/react'
import { ArrowLeft, House } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { ErrorState } from '~/components/app/error_state'
import { Button } from '~/components/ui/button'
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
            <Button size="lg" asChild>
              <AppLink route="platform.home.show">
                <House aria-hidden="true" />
                {t('common.actions.back_home')}
              </AppLink>
            </Button>
            <Button size="lg" variant="secondary" onClick={() => window.history.back()}>
              <ArrowLeft aria-hidden="true" />
              {t('common.actions.back')}
            </Button>
          </>
        }
      />
    </>
  )
}
