import { Head } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { useShared } from '~/hooks/use_shared'

export default function HomeShow({ playersCount }: { playersCount: number }) {
  const t = useT()
  const { app } = useShared()
  return (
    <>
      <Head title={t('platform.home.title')} />
      <h1 className="font-display text-4xl">{t('platform.home.hero_title')}</h1>
      <p>{t('platform.home.players_registered', { count: playersCount })}</p>
      <ul>
        {app.servers.map((server) => (
          <li key={server.slug}>{server.name}</li>
        ))}
      </ul>
    </>
  )
}
