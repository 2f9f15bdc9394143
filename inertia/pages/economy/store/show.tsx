import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { Check, Gift, Sparkles } from 'lucide-react'
import type { Data } from '@generated/data'
import { discountedPrice, type RolePeriod } from '@domain/economy/store'
import { AppLink } from '~/components/app/app_link'
import { BuyRoleDialog, type BuyTarget } from '~/components/economy/buy_role_dialog'
import { formatMoney } from '~/components/economy/money'
import { DateTime } from '~/components/accounts/date_time'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { useShared } from '~/hooks/use_shared'
import { useCan } from '~/hooks/use_can'
import { usePlayerShell } from '~/hooks/use_player_shell'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

type Shelf = Data.Economy.StoreCatalogue
type Role = Shelf['roles'][number]
type Grant = Data.Economy.StoreGrant

const PERIODS: RolePeriod[] = ['month', 'quarter', 'forever']

function RoleCard({
  role,
  discountPercent,
  onBuy,
}: {
  role: Role
  discountPercent: number
  onBuy: () => void
}) {
  const t = useT()
  return (
    <Card className="@container flex h-full flex-col gap-4 p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-display text-xl font-semibold" style={{ color: role.color }}>
          {role.name}
        </h3>
        {role.discountPercent > 0 && (
          <Badge variant="success">
            {t('economy.store.gives_discount', { percent: role.discountPercent })}
          </Badge>
        )}
      </div>
      <p className="text-sm leading-6 text-muted">{role.description}</p>
      {/* Three price pills side by side only where "1 999,00 ₽" fits one (#27): rows on a phone. */}
      <dl className="flex flex-col gap-1.5 @min-[19rem]:grid @min-[19rem]:grid-cols-3 @min-[19rem]:gap-2 @min-[19rem]:text-center">
        {PERIODS.map((period) => {
          const price = role.prices[period]
          return (
            <div
              key={period}
              className="flex items-baseline justify-between gap-2 rounded-xl border border-border px-3 py-2 @min-[19rem]:flex-col @min-[19rem]:items-center @min-[19rem]:gap-0.5 @min-[19rem]:p-2"
            >
              <dt className="text-xs text-subtle">{t(`economy.store.periods.${period}`)}</dt>
              <dd className="text-sm font-semibold whitespace-nowrap text-white tabular-nums">
                {price === null
                  ? '—'
                  : formatMoney(t, 'rub', discountedPrice(price, discountPercent))}
              </dd>
            </div>
          )
        })}
      </dl>
      <ul aria-label={t('economy.store.features')} className="flex flex-col gap-1.5 text-sm">
        {role.features.map((feature) => (
          <li key={feature.id} className="flex items-center gap-2 text-text">
            <Check aria-hidden="true" className="size-4 text-success" />
            {feature.value ? `${feature.name}: ${feature.value}` : feature.name}
          </li>
        ))}
      </ul>
      {role.kits.map((kit) => (
        <div key={kit.id} className="rounded-xl border border-border bg-white/3 p-3 text-sm">
          <p className="flex items-center gap-2 font-semibold text-text">
            <Gift aria-hidden="true" className="size-4 text-accent1-text" />
            {kit.name} ·{' '}
            {t(`economy.store.claim_every.${kit.claimInterval.unit}`, {
              value: kit.claimInterval.value,
            })}
          </p>
          <p className="mt-1 text-muted">
            {kit.items.map((item) => `${item.name} × ${item.amount}`).join(', ')}
          </p>
        </div>
      ))}
      <div className="mt-auto">
        <Button
          block
          onClick={onBuy}
          aria-label={t('economy.store.buy_named', { name: role.name })}
        >
          {t('economy.store.buy')}
        </Button>
      </div>
    </Card>
  )
}

function ActiveRoles({
  shelf,
  grants,
  discountPercent,
}: {
  shelf: Shelf
  grants: Grant[]
  discountPercent: number
}) {
  const t = useT()
  if (grants.length === 0) return null
  const top = Math.max(...grants.map((grant) => grant.item.rank ?? 0))
  const upgrades = shelf.roles.filter((role) => role.rank > top)
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="font-display text-base font-semibold text-white">
        {t('economy.store.your_roles')}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {grants.map((grant) => (
          <li key={grant.id} className="flex flex-wrap items-center gap-2">
            <Badge variant="accent">{grant.item.name}</Badge>
            {grant.expiresAt ? (
              <span className="text-muted">
                {t('economy.store.until')} <DateTime value={grant.expiresAt} />
              </span>
            ) : (
              <span className="text-muted">{t('economy.store.periods.forever')}</span>
            )}
          </li>
        ))}
      </ul>
      {upgrades.length > 0 && (
        <p className="text-sm text-muted">
          {t('economy.store.upgrade', {
            name: upgrades[0].name,
            price: formatMoney(
              t,
              'rub',
              discountedPrice(upgrades[0].prices.month, discountPercent)
            ),
          })}
        </p>
      )}
    </Card>
  )
}

/** `/{lang}/store` (spec §2, §7): roles per server with periods, features, kits; abilities. */
export default function StoreShow({
  shelves,
  activeRoles,
  discountPercent,
  walletBalance: balance,
  initialServer,
}: {
  shelves: Shelf[]
  activeRoles: Grant[]
  discountPercent: number
  walletBalance: number | null
  initialServer: string | null
}) {
  const t = useT()
  const { currentUser } = useShared()
  const shell = usePlayerShell()
  const canEdit = useCan('web.store.edit')
  const [target, setTarget] = useState<BuyTarget | null>(null)
  // `?server=hi-tech` opens that server's tab (links from the cabinet).
  const [tab, setTab] = useState(
    shelves.some((shelf) => shelf.server.slug === initialServer)
      ? initialServer!
      : (shelves[0]?.server.slug ?? '')
  )

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Head title={t('economy.store.title')} />
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold text-white">
          {t('economy.store.title')}
        </h1>
        <p className="text-muted">{t('economy.store.intro')}</p>
        {canEdit && (
          <AppLink
            route="economy.staff_store_roles.index"
            className="self-start text-sm text-accent1-text underline"
          >
            {t('economy.store.edit_catalogue')}
          </AppLink>
        )}
        {currentUser ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-text">
            <Sparkles aria-hidden="true" className="size-4 text-accent1-text" />
            {shell ? (
              <Skeleton inline className="h-4 w-40 rounded-md" />
            ) : (
              t('economy.store.your_balance', { balance: formatMoney(t, 'rub', balance ?? 0) })
            )}
            {discountPercent > 0 && (
              <Badge variant="success">
                {t('economy.store.your_discount', { percent: discountPercent })}
              </Badge>
            )}
          </p>
        ) : (
          <p className="text-sm text-muted">
            <AppLink route="accounts.sessions.create" className="text-accent1-text underline">
              {t('common.auth.login')}
            </AppLink>{' '}
            {t('economy.store.guest')}
          </p>
        )}
      </header>
      {shelves.length === 0 ? (
        <Card className="p-8 text-center text-sm text-muted">{t('economy.store.empty')}</Card>
      ) : (
        <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-5">
          <TabsList aria-label={t('economy.store.servers')}>
            {shelves.map((shelf) => (
              <TabsTrigger key={shelf.server.slug} value={shelf.server.slug}>
                {shelf.server.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {shelves.map((shelf) => (
            <TabsContent
              key={shelf.server.slug}
              value={shelf.server.slug}
              className="flex flex-col gap-5"
            >
              <ActiveRoles
                shelf={shelf}
                grants={activeRoles.filter((grant) => grant.server.slug === shelf.server.slug)}
                discountPercent={discountPercent}
              />
              <h2 className="sr-only">
                {t('economy.store.roles_on', { server: shelf.server.name })}
              </h2>
              <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                {shelf.roles.map((role) => (
                  <li key={role.id}>
                    <RoleCard
                      role={role}
                      discountPercent={discountPercent}
                      onBuy={() =>
                        setTarget({ type: 'role', slug: role.slug, server: shelf.server.slug })
                      }
                    />
                  </li>
                ))}
              </ul>
              {shelf.abilities.length > 0 && (
                <section
                  className="flex flex-col gap-3"
                  aria-labelledby={`abilities-${shelf.server.slug}`}
                >
                  <h2
                    id={`abilities-${shelf.server.slug}`}
                    className="font-display text-lg font-semibold text-white"
                  >
                    {t('economy.store.abilities')}
                  </h2>
                  <ul className="grid gap-3 md:grid-cols-2">
                    {shelf.abilities.map((ability) => (
                      <li key={ability.id}>
                        <Card className="flex items-center justify-between gap-3 p-4">
                          <div className="flex min-w-0 flex-col gap-1">
                            <h3 className="font-semibold text-white">{ability.name}</h3>
                            <p className="text-sm text-muted">{ability.description}</p>
                          </div>
                          <Button
                            variant="secondary"
                            size="sm"
                            onClick={() =>
                              setTarget({
                                type: 'ability',
                                slug: ability.slug,
                                server: shelf.server.slug,
                              })
                            }
                            aria-label={t('economy.store.buy_named', { name: ability.name })}
                          >
                            {formatMoney(t, 'rub', discountedPrice(ability.price, discountPercent))}
                          </Button>
                        </Card>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
      <BuyRoleDialog
        key={target ? `${target.type}:${target.slug}:${target.server}` : 'closed'}
        target={target}
        shelves={shelves}
        activeRoles={activeRoles}
        discountPercent={discountPercent}
        balance={balance}
        onClose={() => setTarget(null)}
      />
    </div>
  )
}

StoreShow.layout = DefaultLayout
