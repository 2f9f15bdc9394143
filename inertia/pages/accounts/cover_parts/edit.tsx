import { useState } from 'react'
import { Head } from '@inertiajs/react'
import { Check, Lock } from 'lucide-react'
import type { Data } from '@generated/data'
import { NO_COVER, type CoverPart, type CoverView } from '@domain/accounts/covers'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import { AppLink } from '~/components/app/app_link'
import { ProfileCover } from '~/components/players/profile_cover'
import { tabChip } from '~/components/players/profile_tabs'
import { Avatar } from '~/components/ui/avatar'
import { Card, CardContent } from '~/components/ui/card'
import { useLookAction } from '~/hooks/use_look_action'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import DefaultLayout from '~/layouts/default'

type Part = Data.Accounts.CoverPart
type Item = Part['items'][number]

const PARTS: CoverPart[] = ['glow', 'style', 'art']

/** The cover with one part replaced by an item, as the preview and the swatches draw it. */
function withItem(cover: CoverView, part: CoverPart, item: Item | null): CoverView {
  const id = item?.id ?? NO_COVER
  if (part === 'art') return { ...cover, art: item?.image ?? null }
  const value = id === NO_COVER ? null : id
  return part === 'glow'
    ? { ...cover, glow: value as CoverView['glow'] }
    : { ...cover, style: value as CoverView['style'] }
}

/**
 * Cabinet → cover → glow, style, art (spec §2): the public profile's banner. Pointing at an
 * item previews it on the header; choosing saves it at once.
 */
export default function CoverPartsEdit({ part, cover }: { part: Part; cover: CoverView }) {
  const t = useT()
  const { currentUser, locale } = useShared()
  const { busy, run } = useLookAction()
  const [previewed, setPreviewed] = useState<Item | null | undefined>(undefined)
  const items: (Item | null)[] = [null, ...part.items]
  const preview = previewed === undefined ? cover : withItem(cover, part.part, previewed)
  const itemName = (item: Item | null) => {
    if (!item) return t('accounts.covers.none')
    if (item.name) return locale === 'en' ? item.name.en : item.name.ru
    return t(`accounts.covers.${part.part}s.${item.id}`)
  }
  const choose = (item: Item | null) =>
    run(
      `cover-${item?.id ?? NO_COVER}`,
      'api.accounts.cover_parts.update',
      { params: { part: part.part, id: item?.id ?? NO_COVER }, idempotent: true },
      'accounts.covers.saved'
    )

  return (
    <>
      <Head title={t('accounts.covers.title')} />
      <CabinetHeading title={t('accounts.covers.title')} intro={t('accounts.covers.intro')} />
      <div className="flex flex-col gap-6">
        <Card variant="glow" className="flex flex-col gap-4 p-3 sm:p-4">
          <ProfileCover cover={preview} />
          <div className="flex items-center gap-3 px-2 pb-1">
            <Avatar
              name={currentUser?.login ?? ''}
              src={currentUser?.avatarOrSkin ?? null}
              size="lg"
              decorative
            />
            <p className="font-display text-lg font-semibold text-white">{currentUser?.login}</p>
            <span className="ms-auto text-xs text-muted">{t('accounts.covers.preview')}</span>
          </div>
        </Card>
        <nav aria-label={t('accounts.covers.parts_label')} className="flex flex-wrap gap-2">
          {PARTS.map((id) => (
            <AppLink
              key={id}
              route="accounts.cover_parts.edit"
              params={{ part: id }}
              aria-current={id === part.part ? 'page' : undefined}
              preserveScroll
              className={tabChip(id === part.part)}
            >
              {t(`accounts.covers.parts.${id}`)}
            </AppLink>
          ))}
        </nav>
        <Card>
          <CardContent className="pt-6">
            <h2 className="mb-4 font-display text-lg font-semibold">
              {t(`accounts.covers.pick.${part.part}`)}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2" onMouseLeave={() => setPreviewed(undefined)}>
              {items.map((item) => {
                const id = item?.id ?? NO_COVER
                const current = id === part.current
                const lockedBy = item?.lockedBy
                return (
                  <li key={id}>
                    <button
                      type="button"
                      aria-pressed={current}
                      disabled={Boolean(lockedBy) || busy !== null}
                      onClick={() => choose(item)}
                      onMouseEnter={() => setPreviewed(item)}
                      onFocus={() => setPreviewed(item)}
                      onBlur={() => setPreviewed(undefined)}
                      data-testid={`cover-${part.part}-${id}`}
                      className={cn(
                        'flex w-full flex-col gap-3 rounded-2xl border p-3 text-start transition',
                        'focus-visible:outline-2 focus-visible:outline-accent1 disabled:cursor-not-allowed',
                        current
                          ? 'border-accent1 bg-white/8'
                          : 'border-border-strong hover:bg-white/5'
                      )}
                    >
                      <ProfileCover
                        cover={withItem(cover, part.part, item)}
                        className="h-16 sm:h-20"
                      />
                      <span className="flex items-center gap-2">
                        <span className="flex-1 font-medium">{itemName(item)}</span>
                        {current && (
                          <Check aria-hidden="true" className="size-5 text-accent1-text" />
                        )}
                        {lockedBy && <Lock aria-hidden="true" className="size-4 text-muted" />}
                      </span>
                      {lockedBy && (
                        <span className="text-sm text-muted">
                          {t('accounts.covers.needs_role', {
                            role: locale === 'en' ? lockedBy.en : lockedBy.ru,
                          })}
                        </span>
                      )}
                      {item?.license && <span className="text-xs text-muted">{item.license}</span>}
                    </button>
                  </li>
                )
              })}
            </ul>
          </CardContent>
        </Card>
      </div>
    </>
  )
}

CoverPartsEdit.layout = [DefaultLayout, CabinetLayout]
