import { useState } from 'react'
import { Head } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { GAME_STATISTICS } from '@domain/players/statistics'
import { PlaytimeChart } from '~/components/players/playtime_chart'
import { HiddenNotice } from '~/components/players/hidden_notice'
import { ProfileHeader } from '~/components/players/profile_header'
import { ProfileTabs, tabChip } from '~/components/players/profile_tabs'
import { Card } from '~/components/ui/card'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

type Statistics = Data.Players.PlayerStatistics

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-border bg-white/3 p-4">
      <dt className="text-xs text-subtle">{label}</dt>
      <dd className="font-display text-xl font-semibold text-white tabular-nums">{value}</dd>
    </div>
  )
}

/** One scope's figures: hours, days online, places in the tops, game statistics (spec §3). */
function StatisticsGrid({ statistics }: { statistics: Statistics }) {
  const t = useT()
  const { locale } = useShared()
  const number = new Intl.NumberFormat(locale)
  const hours = (value: number) => t('players.statistics.hours_value', { value })
  const place = (value: number | null) =>
    value === null ? t('players.statistics.no_place') : t('players.statistics.place', { value })

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="hours-heading" className="flex flex-col gap-3">
        <h2 id="hours-heading" className="font-display text-lg font-semibold text-white">
          {t('players.statistics.playtime')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure
            label={t('players.statistics.hours_total')}
            value={hours(statistics.hoursPlayed.total)}
          />
          <Figure
            label={t('players.statistics.hours_month')}
            value={hours(statistics.hoursPlayed.month)}
          />
          <Figure
            label={t('players.statistics.hours_year')}
            value={hours(statistics.hoursPlayed.year)}
          />
          <Figure
            label={t('players.statistics.days_online')}
            value={t('players.statistics.days_value', {
              month: statistics.daysOnline.month,
              year: statistics.daysOnline.year,
            })}
          />
          <Figure
            label={t('players.statistics.place_all_time')}
            value={place(statistics.places.playtime.allTime)}
          />
          <Figure
            label={t('players.statistics.place_month')}
            value={place(statistics.places.playtime.month)}
          />
          {statistics.server === null && (
            <Figure
              label={t('players.statistics.place_coins')}
              value={place(statistics.places.coins)}
            />
          )}
        </dl>
      </section>
      <section aria-labelledby="game-heading" className="flex flex-col gap-3">
        <h2 id="game-heading" className="font-display text-lg font-semibold text-white">
          {t('players.statistics.game')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {GAME_STATISTICS.map((name) => (
            <Figure
              key={name}
              label={t(`players.statistics.stats.${name}`)}
              value={number.format(statistics.stats[name])}
            />
          ))}
        </dl>
      </section>
    </div>
  )
}

/** The figures and the chart, all servers or one at a time. */
function StatisticsBody({
  nickname,
  statistics,
  playtime,
}: {
  nickname: string
  statistics: Statistics[]
  playtime: Data.Players.PlaytimeSeries
}) {
  const t = useT()
  const [scope, setScope] = useState<string | null>(null)
  const current =
    statistics.find((entry) => (entry.server?.slug ?? null) === scope) ?? statistics[0]

  return (
    <>
      <div
        role="group"
        aria-label={t('players.statistics.scopes')}
        className="flex flex-wrap gap-2"
      >
        {statistics.map((entry) => {
          const slug = entry.server?.slug ?? null
          const active = slug === (current.server?.slug ?? null)
          return (
            <button
              key={slug ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => setScope(slug)}
              className={tabChip(active)}
            >
              {entry.server?.name ?? t('players.statistics.all_servers')}
            </button>
          )
        })}
      </div>
      <Card className="p-5 sm:p-7">
        <StatisticsGrid statistics={current} />
      </Card>
      <Card className="p-5 sm:p-7">
        <PlaytimeChart
          key={current.server?.slug ?? 'all'}
          nickname={nickname}
          server={current.server?.slug ?? null}
          initial={playtime}
        />
      </Card>
    </>
  )
}

/**
 * `/{lang}/profile/:nickname/statistics` (spec §2, §3): all servers or one, and the chart; a
 * notice instead when the player hides them from the viewer.
 */
export default function StatisticsShow({
  player,
  statistics,
  playtime,
}: {
  player: Data.Players.PlayerProfile
  statistics: Statistics[] | null
  playtime: Data.Players.PlaytimeSeries | null
}) {
  const t = useT()
  return (
    <>
      <Head title={t('players.statistics.title', { nickname: player.login })} />
      <div className="flex flex-col gap-6">
        <ProfileHeader player={player} />
        <ProfileTabs nickname={player.login} current="statistics" />
        {statistics && playtime ? (
          <StatisticsBody nickname={player.login} statistics={statistics} playtime={playtime} />
        ) : (
          <HiddenNotice nickname={player.login} part="statistics" />
        )}
      </div>
    </>
  )
}

StatisticsShow.layout = DefaultLayout
