import { Head } from '@inertiajs/react'
import { Play } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Progress } from '~/components/ui/progress'
import { useT } from '~/hooks/use_t'
import LauncherLayout from '~/layouts/launcher'

/** /{lang}/launcher/elements (spec §2): the launcher's building blocks in one place. */
export default function LauncherElementsShow() {
  const t = useT()
  return (
    <>
      <Head title={t('launcher.elements.title')} />
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
        <header>
          <h1 className="text-2xl font-bold text-text">{t('launcher.elements.heading')}</h1>
          <p className="text-muted">{t('launcher.elements.intro')}</p>
        </header>
        <section className="flex flex-col gap-3">
          <h2 className="font-semibold text-text">{t('launcher.elements.buttons')}</h2>
          <div className="flex flex-wrap gap-3">
            <Button>
              <Play aria-hidden="true" />
              {t('launcher.servers.play_short')}
            </Button>
            <Button variant="secondary">{t('launcher.local_api.cancel')}</Button>
            <Button variant="ghost">{t('launcher.settings.save')}</Button>
          </div>
        </section>
        <section className="flex flex-col gap-3">
          <h2 className="font-semibold text-text">{t('launcher.elements.progress')}</h2>
          <Progress value={62} label={t('launcher.elements.sample_progress')} showValue />
        </section>
        <section className="flex flex-col gap-3">
          <h2 className="font-semibold text-text">{t('launcher.elements.badges')}</h2>
          <div className="flex flex-wrap gap-2">
            <Badge>{t('launcher.elements.idle')}</Badge>
            <Badge variant="accent">{t('launcher.elements.downloading')}</Badge>
            <Badge variant="success">{t('launcher.elements.running')}</Badge>
          </div>
        </section>
      </div>
    </>
  )
}

LauncherElementsShow.layout = LauncherLayout
