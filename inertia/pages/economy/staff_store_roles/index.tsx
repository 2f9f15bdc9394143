import { Head } from '@inertiajs/react'
import { Plus } from 'lucide-react'
import type { Data } from '@generated/data'
import { AppLink } from '~/components/app/app_link'
import { formatMoney } from '~/components/economy/money'
import { Badge } from '~/components/ui/badge'
import { buttonVariants } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '~/components/ui/table'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import DefaultLayout from '~/layouts/default'

type Shelf = Data.Economy.StaffStoreShelf

function Shelf({ shelf }: { shelf: Shelf }) {
  const t = useT()
  const { locale } = useShared()
  const nameOf = (row: { nameRu: string; nameEn: string }) =>
    locale === 'en' ? row.nameEn : row.nameRu
  const money = (value: number | null) =>
    value === null ? t('economy.staff_store_roles.not_sold') : formatMoney(t, 'rub', value)
  const label = t('economy.staff_store_roles.table_label', { server: shelf.server.name })

  return (
    <section aria-labelledby={`shelf-${shelf.server.slug}`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={`shelf-${shelf.server.slug}`}
          className="font-display text-xl font-semibold text-white"
        >
          {shelf.server.name}
        </h2>
        <AppLink
          route="economy.staff_store_roles.create"
          query={{ server: shelf.server.slug }}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          aria-label={t('economy.staff_store_roles.add_on', { server: shelf.server.name })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('economy.staff_store_roles.add')}
        </AppLink>
      </div>
      {shelf.roles.length === 0 ? (
        <Card className="p-6 text-sm text-muted">{t('economy.staff_store_roles.empty')}</Card>
      ) : (
        <Table label={label}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>{t('economy.staff_store_roles.columns.role')}</TableHeaderCell>
              <TableHeaderCell>{t('economy.staff_store_roles.columns.prices')}</TableHeaderCell>
              <TableHeaderCell>{t('economy.staff_store_roles.columns.discount')}</TableHeaderCell>
              <TableHeaderCell>{t('economy.staff_store_roles.columns.order')}</TableHeaderCell>
              <TableHeaderCell>{t('economy.staff_store_roles.columns.state')}</TableHeaderCell>
              <TableHeaderCell>{t('economy.staff_store_roles.columns.actions')}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shelf.roles.map((role) => (
              <TableRow key={role.id}>
                <TableCell>
                  <span className="flex items-center gap-2 font-semibold text-white">
                    <span
                      aria-hidden="true"
                      className="size-3 shrink-0 rounded-full"
                      style={{ backgroundColor: role.color }}
                    />
                    {nameOf(role)}
                  </span>
                  <span className="block font-mono text-xs text-subtle">{role.slug}</span>
                </TableCell>
                <TableCell className="tabular-nums">
                  {money(role.prices.month)} / {money(role.prices.quarter)} /{' '}
                  {money(role.prices.forever)}
                </TableCell>
                <TableCell className="tabular-nums">{role.discountPercent}%</TableCell>
                <TableCell className="tabular-nums">{role.rank}</TableCell>
                <TableCell>
                  <Badge variant={role.enabled ? 'success' : 'neutral'}>
                    {t(
                      role.enabled
                        ? 'economy.staff_store_roles.visible'
                        : 'economy.staff_store_roles.hidden'
                    )}
                  </Badge>
                </TableCell>
                <TableCell>
                  <AppLink
                    route="economy.staff_store_roles.edit"
                    params={{ id: role.id }}
                    className="text-accent1-text underline"
                    aria-label={t('economy.staff_store_roles.edit_role', { name: nameOf(role) })}
                  >
                    {t('economy.staff_store_roles.edit')}
                  </AppLink>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Card className="flex flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-white">
            {t('economy.staff_store_kits.title')}
          </h3>
          <AppLink
            route="economy.staff_store_kits.create"
            query={{ server: shelf.server.slug }}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            aria-label={t('economy.staff_store_kits.add_on', { server: shelf.server.name })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('economy.staff_store_kits.add')}
          </AppLink>
        </div>
        {shelf.kits.length === 0 ? (
          <p className="text-sm text-muted">{t('economy.staff_store_kits.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm text-text">
            {shelf.kits.map((kit) => {
              const role = shelf.roles.find((row) => row.id === kit.roleId)
              return (
                <li key={kit.id} className="flex flex-wrap items-center justify-between gap-3">
                  <span className="flex flex-wrap items-center gap-2">
                    {nameOf(kit)}
                    {role && <span className="text-subtle">· {nameOf(role)}</span>}
                    {!kit.enabled && (
                      <Badge size="sm">{t('economy.staff_store_roles.hidden')}</Badge>
                    )}
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="text-muted tabular-nums">
                      {t(`economy.store.claim_every.${kit.claimUnit}`, {
                        value: kit.claimInterval,
                      })}
                    </span>
                    <AppLink
                      route="economy.staff_store_kits.edit"
                      params={{ id: kit.id }}
                      className="text-accent1-text underline"
                      aria-label={t('economy.staff_store_kits.edit_kit', { name: nameOf(kit) })}
                    >
                      {t('economy.staff_store_roles.edit')}
                    </AppLink>
                  </span>
                </li>
              )
            })}
          </ul>
        )}
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="flex flex-col gap-2 p-5">
          <h3 className="text-sm font-semibold text-white">
            {t('economy.staff_store_roles.features')}
          </h3>
          {shelf.features.length === 0 ? (
            <p className="text-sm text-muted">{t('economy.staff_store_roles.no_features')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {shelf.features.map((feature) => (
                <li key={feature.id}>
                  <Badge>{nameOf(feature)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card className="flex flex-col gap-3 p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-white">
              {t('economy.staff_store_roles.abilities')}
            </h3>
            <AppLink
              route="economy.staff_store_abilities.create"
              query={{ server: shelf.server.slug }}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              aria-label={t('economy.staff_store_abilities.add_on', { server: shelf.server.name })}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('economy.staff_store_abilities.add')}
            </AppLink>
          </div>
          {shelf.abilities.length === 0 ? (
            <p className="text-sm text-muted">{t('economy.staff_store_roles.no_abilities')}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm text-text">
              {shelf.abilities.map((ability) => (
                <li key={ability.id} className="flex flex-wrap items-center justify-between gap-3">
                  <span className="flex items-center gap-2">
                    {nameOf(ability)}
                    {!ability.enabled && (
                      <Badge size="sm">{t('economy.staff_store_roles.hidden')}</Badge>
                    )}
                  </span>
                  <span className="flex items-center gap-3">
                    <span className="text-muted tabular-nums">
                      {formatMoney(t, 'rub', ability.price)}
                    </span>
                    <AppLink
                      route="economy.staff_store_abilities.edit"
                      params={{ id: ability.id }}
                      className="text-accent1-text underline"
                      aria-label={t('economy.staff_store_abilities.edit_ability', {
                        name: nameOf(ability),
                      })}
                    >
                      {t('economy.staff_store_roles.edit')}
                    </AppLink>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </section>
  )
}

/** Staff → store catalogue (`web.store.edit`): each server's roles, hidden ones too. */
export default function StaffStoreRolesIndex({ shelves }: { shelves: Shelf[] }) {
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6">
      <Head title={t('economy.staff_store_roles.title')} />
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold text-white">
          {t('economy.staff_store_roles.title')}
        </h1>
        <p className="max-w-3xl text-sm leading-6 text-muted">
          {t('economy.staff_store_roles.intro')}
        </p>
      </header>
      {shelves.map((shelf) => (
        <Shelf key={shelf.server.slug} shelf={shelf} />
      ))}
    </div>
  )
}

StaffStoreRolesIndex.layout = DefaultLayout
