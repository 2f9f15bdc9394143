import { Head } from '@inertiajs/react'
import { Coins, Gavel, Wallet } from 'lucide-react'
import type { Data } from '@generated/data'
import type { Monitoring } from '@domain/network/monitoring'
import { AppLink } from '~/components/app/app_link'
import { DateTime } from '~/components/accounts/date_time'
import { ClientList } from '~/components/launcher/client_list'
import { UpdateOffer, type OfferedBuild } from '~/components/launcher/update_offer'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import LauncherMainLayout from '~/layouts/launcher_main'

type Props = {
  servers: Data.Network.Server.Variants['toDetailed'][]
  monitoring: Monitoring
  news: Data.Content.Document[]
  localApiUrl: string
  builds: OfferedBuild[]
}

/** /{lang}/launcher (spec §2 launcher-main): the player, balance, news, server choice and Play. */
export default function LauncherHomeShow({
  servers,
  monitoring,
  news,
  localApiUrl,
  builds,
}: Props) {
  const t = useT()
  const { currentUser, balance, coins, managers, locale, site } = useShared()
  const ban = managers?.ban ?? null

  return (
    <>
      <Head title={t('launcher.home.title')} />
      <div className="flex flex-col gap-5">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-xl font-bold text-text">
            {t('launcher.home.greeting', { name: currentUser?.login ?? '' })}
          </h1>
          <dl className="flex gap-4 text-sm">
            <div className="flex items-center gap-2" data-testid="launcher-balance">
              <Wallet aria-hidden="true" className="size-4 text-accent1-text" />
              <dt className="text-muted">{t('launcher.home.balance')}</dt>
              <dd className="font-semibold text-text tabular-nums">
                {t('common.money.rubles', { amount: (balance ?? 0) / 100 })}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <Coins aria-hidden="true" className="size-4 text-warn" />
              <dt className="text-muted">{t('launcher.home.coins')}</dt>
              <dd className="font-semibold text-text tabular-nums">{coins ?? 0}</dd>
            </div>
          </dl>
        </header>

        <UpdateOffer builds={builds} localApiUrl={localApiUrl} />

        {ban && (
          <p className="flex flex-wrap items-center gap-2 rounded-xl border border-danger/30 bg-danger/12 px-4 py-2 text-sm text-text">
            <Gavel aria-hidden="true" className="size-4 text-danger" />
            {t('launcher.home.banned', { server: ban.server ?? '—' })}
            <AppLink
              route="launcher.bans.show"
              className="font-semibold text-accent1-text underline"
            >
              {t('launcher.home.ban_link')}
            </AppLink>
          </p>
        )}

        <div className="grid gap-5 lg:grid-cols-[1fr_18rem]">
          <section aria-labelledby="launcher-servers" className="flex flex-col gap-3">
            <h2 id="launcher-servers" className="font-semibold text-text">
              {t('launcher.home.choose_server')}
            </h2>
            <ClientList servers={servers} monitoring={monitoring} localApiUrl={localApiUrl} />
          </section>
          <section aria-labelledby="launcher-news" className="flex flex-col gap-3">
            <h2 id="launcher-news" className="font-semibold text-text">
              {t('launcher.home.news')}
            </h2>
            {news.length === 0 ? (
              <p className="text-sm text-muted">{t('launcher.home.no_news')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {news.map((post) => (
                  <li key={post.id} className="rounded-xl border border-border bg-surface/70 p-3">
                    {/* The site's page opens outside the launcher, in the player's browser. */}
                    <a
                      href={`${site.origin}${pageUrl('content.news.show', locale, { slug: post.slug })}`}
                      target="_blank"
                      rel="noreferrer"
                      className="font-medium text-text hover:text-accent1-text"
                    >
                      {post.title}
                    </a>
                    {post.publishedAt && (
                      <p className="text-xs text-muted">
                        <DateTime value={post.publishedAt} />
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </>
  )
}

LauncherHomeShow.layout = LauncherMainLayout
