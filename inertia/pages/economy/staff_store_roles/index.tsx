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

type ListRow = {
  id: number
  name: string
  note: string | null
  enabled: boolean
  aside: string
  editLabel: string
}

/** A card of a shelf listing features, abilities or kits, hidden ones marked, each with its edit link. */
function ShelfList({
  area,
  title,
  server,
  empty,
  rows,
}: {
  area: 'staff_store_abilities' | 'staff_store_features' | 'staff_store_kits'
  title: string
  server: Shelf['server']
  empty: string
  rows: ListRow[]
}) {
  const t = useT()
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-white">{title}</h3>
        <AppLink
          route={`economy.${area}.create`}
          query={{ server: server.slug }}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          aria-label={t(`economy.${area}.add_on`, { server: server.name })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t(`economy.${area}.add`)}
        </AppLink>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm text-text">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-3">
              <span className="flex flex-wrap items-center gap-2">
                {row.name}
                {row.note && <span className="text-subtle">{row.note}</span>}
                {!row.enabled && <Badge size="sm">{t('economy.staff_store_roles.hidden')}</Badge>}
              </span>
              <span className="flex items-center gap-3">
                <span className="text-muted tabular-nums">{row.aside}</span>
                <AppLink
                  route={`economy.${area}.edit`}
                  params={{ id: row.id }}
                  className="text-accent1-text underline"
                  aria-label={row.editLabel}
                >
                  {t('economy.staff_store_roles.edit')}
                </AppLink>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}

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
      <ShelfList
        area="staff_store_kits"
        title={t('economy.staff_store_kits.title')}
        server={shelf.server}
        empty={t('economy.staff_store_kits.none')}
        rows={shelf.kits.map((kit) => {
          const role = shelf.roles.find((row) => row.id === kit.roleId)
          return {
            id: kit.id,
            name: nameOf(kit),
            note: role ? `· ${nameOf(role)}` : null,
            enabled: kit.enabled,
            aside: t(`economy.store.claim_every.${kit.claimUnit}`, { value: kit.claimInterval }),
            editLabel: t('economy.staff_store_kits.edit_kit', { name: nameOf(kit) }),
          }
        })}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <ShelfList
          area="staff_store_features"
          title={t('economy.staff_store_roles.features')}
          server={shelf.server}
          empty={t('economy.staff_store_roles.no_features')}
          rows={shelf.features.map((feature) => ({
            id: feature.id,
            name: nameOf(feature),
            note: null,
            enabled: feature.enabled,
            aside: t('economy.staff_store_features.order', { position: feature.position }),
            editLabel: t('economy.staff_store_features.edit_feature', { name: nameOf(feature) }),
          }))}
        />
        <ShelfList
          area="staff_store_abilities"
          title={t('economy.staff_store_roles.abilities')}
          server={shelf.server}
          empty={t('economy.staff_store_roles.no_abilities')}
          rows={shelf.abilities.map((ability) => ({
            id: ability.id,
            name: nameOf(ability),
            note: null,
            enabled: ability.enabled,
            aside: formatMoney(t, 'rub', ability.price),
            editLabel: t('economy.staff_store_abilities.edit_ability', { name: nameOf(ability) }),
          }))}
        />
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
