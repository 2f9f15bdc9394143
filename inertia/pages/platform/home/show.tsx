import { Head } from '@inertiajs/react'
import { Rocket, Sparkles } from 'lucide-react'
import { BrandIcon } from '~/components/app/brand_icons'
import { CommunityLinks } from '~/components/app/community_links'
import { MAIN_NAVIGATION } from '~/components/app/navigation'
import { NavButton } from '~/components/app/nav_item'
import { HeroArt } from '~/components/platform/hero_art_island'
import { ServerCard } from '~/components/platform/server_card'
import type { UpcomingWipe } from '~/components/economy/wipe_countdown'
import { DocumentCard, type DocumentSummary } from '~/components/content/document_card'
import { AppLink } from '~/components/app/app_link'
import { Button } from '~/components/ui/button'
import { useMonitoring } from '~/hooks/use_monitoring'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import FixedHeaderLayout from '~/layouts/fixed_header'
import { StarField } from '~/components/app/star_field'

const START = MAIN_NAVIGATION.find((item) => item.id === 'start')!

function SectionHeading({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div className="mb-8 flex flex-col gap-3 sm:mb-10">
      <span
        aria-hidden="true"
        className="h-1 w-12 rounded-full bg-linear-to-r from-accent1 to-accent2"
      />
      <h2 id={id} className="font-display text-2xl font-semibold text-white sm:text-3xl">
        {title}
      </h2>
      <p className="max-w-2xl text-base leading-7 text-muted">{text}</p>
    </div>
  )
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="order-2 text-xs leading-5 text-muted sm:text-sm">{label}</dt>
      <dd className="order-1 font-display text-xl font-semibold text-white tabular-nums sm:text-2xl">
        {value}
      </dd>
    </div>
  )
}

export default function HomeShow({
  latestNews,
  serverPages,
  upcomingWipes,
}: {
  latestNews: DocumentSummary[]
  /** Server slug → the slug of its published page. */
  serverPages: Record<string, string>
  /** Server slug → its next announced wipe. */
  upcomingWipes: Record<string, UpcomingWipe>
}) {
  const t = useT()
  const { app, region } = useShared()
  const { monitoring } = useMonitoring()
  const community = Object.values(app.counts).reduce<number>((sum, count) => sum + (count ?? 0), 0)
  // spec §1 regions: players in Russia gather on VK, everyone else on Discord.
  const channel = region === 'russia' && app.links.vk ? 'vk' : 'discord'

  return (
    <>
      <Head title={t('platform.home.title')} />

      <section
        aria-labelledby="hero-title"
        className="relative isolate overflow-hidden pt-(--header-height)"
      >
        <div
          aria-hidden="true"
          className="tm-aurora absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black_55%,transparent)]"
        />
        <StarField className="tm-stars -z-10 opacity-70" />
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 -z-10 h-56 overflow-hidden opacity-40 [mask-image:linear-gradient(to_bottom,transparent,black_45%,black_60%,transparent)]"
        >
          <div className="tm-grid-floor absolute inset-x-[-50%] bottom-0 h-[200%]" />
        </div>

        <div className="mx-auto grid max-w-7xl items-center gap-4 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:min-h-[min(52rem,100svh)] lg:grid-cols-[1.05fr_1fr] lg:px-8 lg:pb-24">
          <div className="relative z-10 flex flex-col items-start gap-6">
            <span className="inline-flex items-center gap-2 rounded-full border border-accent1/35 bg-accent1/12 px-3.5 py-1.5 text-xs font-semibold tracking-wide text-accent1-text shadow-[0_0_24px_-8px_var(--glowLight)] backdrop-blur-sm sm:text-sm">
              <Sparkles aria-hidden="true" className="size-4 text-accent2-text" />
              {t('platform.home.eyebrow')}
            </span>
            <h1
              id="hero-title"
              className="font-display text-[2.1rem] leading-[1.08] font-bold tracking-tight text-white xs:text-[2.5rem] sm:text-5xl lg:text-6xl xl:text-[4.25rem]"
            >
              <span className="bg-[linear-gradient(100deg,#fff_10%,var(--tripleGradient1)_45%,var(--tripleGradient2)_75%,var(--tripleGradient3))] bg-clip-text text-transparent [-webkit-background-clip:text]">
                {t('platform.home.hero_title')}
              </span>
            </h1>
            <p className="max-w-xl text-base leading-7 text-muted sm:text-lg sm:leading-8">
              {t('platform.home.hero_text')}
            </p>
            <div className="flex w-full flex-col gap-3 xs:w-auto sm:flex-row">
              <NavButton item={START} size="lg" icon={Rocket} className="w-full sm:w-auto" />
              {app.links[channel] && (
                <Button variant="secondary" size="lg" className="w-full sm:w-auto" asChild>
                  <a href={app.links[channel]} target="_blank" rel="noopener noreferrer">
                    <BrandIcon name={channel} />
                    {t(`platform.home.cta_${channel}`)}
                    <span className="sr-only">{t('common.actions.opens_new_tab')}</span>
                  </a>
                </Button>
              )}
            </div>
            {/* Only what is true: accounts are not players; online comes from the live poll. */}
            <dl className="mt-4 grid w-full max-w-md grid-cols-3 gap-4 border-t border-white/10 pt-6">
              <Stat
                value={
                  monitoring ? t('common.number', { value: monitoring.records.onlineCurrent }) : '—'
                }
                label={t('platform.home.stat_online')}
              />
              <Stat
                value={t('common.number', { value: app.servers.length })}
                label={t('platform.home.stat_servers', { count: app.servers.length })}
              />
              <Stat
                value={t('common.number', { value: community })}
                label={t('platform.home.stat_community')}
              />
            </dl>
          </div>
          <HeroArt className="absolute -end-28 top-10 -z-10 w-[24rem] opacity-25 sm:-end-16 sm:opacity-35 sm:w-[34rem] lg:relative lg:inset-auto lg:z-0 lg:w-full lg:max-w-[40rem] lg:justify-self-end lg:opacity-100" />
        </div>
      </section>

      <section
        aria-labelledby="servers-title"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20"
      >
        <SectionHeading
          id="servers-title"
          title={t('platform.home.servers_title')}
          text={t('platform.home.servers_text')}
        />
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {app.servers.map((server, index) => (
            <li key={server.slug}>
              <ServerCard
                server={server}
                index={index}
                status={monitoring?.servers[server.slug]}
                pageSlug={serverPages[server.slug]}
                wipe={upcomingWipes[server.slug]}
              />
            </li>
          ))}
        </ul>
      </section>

      {latestNews.length > 0 && (
        <section
          aria-labelledby="news-title"
          className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8 lg:pb-20"
        >
          <SectionHeading
            id="news-title"
            title={t('platform.home.news_title')}
            text={t('platform.home.news_text')}
          />
          <ul className="grid gap-5 md:grid-cols-3">
            {latestNews.map((document) => (
              <li key={document.id}>
                <DocumentCard document={document} headingLevel={3} />
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Button variant="secondary" asChild>
              <AppLink route="content.news.index">{t('platform.home.news_all')}</AppLink>
            </Button>
          </div>
        </section>
      )}

      <section aria-labelledby="community-title" className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="tm-aurora absolute inset-0 -z-10 opacity-50 [mask-image:linear-gradient(to_bottom,transparent,black_30%,black_70%,transparent)]"
        />
        <div aria-hidden="true" className="tm-runes absolute inset-0 -z-10 opacity-[0.06]" />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
          <SectionHeading
            id="community-title"
            title={t('platform.home.community_title')}
            text={t('platform.home.community_text')}
          />
          <CommunityLinks variant="cards" />
          <div className="tm-gradient-border mt-12 flex flex-col items-start gap-5 overflow-hidden rounded-3xl bg-surface/80 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div className="flex flex-col gap-2">
              <p className="font-display text-xl font-semibold text-white sm:text-2xl">
                {t('platform.home.cta_title')}
              </p>
              <p className="text-sm leading-6 text-muted sm:text-base">
                {t('platform.home.cta_text')}
              </p>
            </div>
            <NavButton item={START} size="lg" className="w-full sm:w-auto" />
          </div>
        </div>
      </section>
    </>
  )
}

HomeShow.layout = FixedHeaderLayout
