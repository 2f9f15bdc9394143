import { inject } from '@adonisjs/core'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import CoverArt from '#models/cover_art'
import StoreRole from '#models/store_role'
import User from '#models/user'
import StoreGrantService from '#services/economy/store_grant_service'
import IdempotencyService from '#services/platform/idempotency_service'
import PageCacheService from '#services/platform/page_cache_service'
import LookItemLockedException from '#exceptions/look_item_locked_exception'
import LookItemNotFoundException from '#exceptions/look_item_not_found_exception'
import {
  COVER_GLOWS,
  COVER_STYLES,
  NO_COVER,
  isCoverGlow,
  isCoverStyle,
  type CoverGlow,
  type CoverPart,
  type CoverStyle,
} from '#domain/accounts/covers'

/** One item of a part's picker; `lockedBy`: the role that unlocks it, when the player lacks it. */
export type CoverItem = { id: string; art: CoverArt | null; lockedBy: StoreRole | null }

/** A profile's cover as stored: the art's row when one is chosen and still shown. */
export type Cover = { glow: CoverGlow | null; style: CoverStyle | null; art: CoverArt | null }

const COLUMNS = { glow: 'cover_glow', style: 'cover_style', art: 'cover_art_id' } as const

/**
 * The profile cover a player chooses (spec §2 cabinet → cover, §7 `cabinet/profile-theme/*`):
 * glows and styles are anybody's, an art of the catalogue may need an active role.
 */
@inject()
export default class CoverService {
  constructor(
    private grants: StoreGrantService,
    private idempotency: IdempotencyService,
    private pages: PageCacheService = new PageCacheService()
  ) {}

  /** The cover others see on the profile: a hidden art is not shown. */
  async of(user: User | null): Promise<Cover> {
    if (!user) return { glow: null, style: null, art: null }
    const art = user.coverArtId ? await CoverArt.find(user.coverArtId) : null
    return {
      glow: isCoverGlow(user.coverGlow) ? user.coverGlow : null,
      style: isCoverStyle(user.coverStyle) ? user.coverStyle : null,
      art: art && !art.hidden ? art : null,
    }
  }

  /** The items of one part, each locked or not for this player, and the chosen one's id. */
  async options(user: User, part: CoverPart): Promise<{ current: string; items: CoverItem[] }> {
    const cover = await this.of(user)
    if (part === 'glow') {
      return { current: cover.glow ?? NO_COVER, items: COVER_GLOWS.map(freeItem) }
    }
    if (part === 'style') {
      return { current: cover.style ?? NO_COVER, items: COVER_STYLES.map(freeItem) }
    }
    const [arts, held] = await Promise.all([
      CoverArt.query().where('hidden', false).orderBy('id'),
      this.heldRoles(user),
    ])
    const roles = await this.rolesBySlug(arts.map((art) => art.requiredRole))
    return {
      current: cover.art ? String(cover.art.id) : NO_COVER,
      items: arts.map((art) => ({
        id: String(art.id),
        art,
        lockedBy:
          art.requiredRole && !held.has(art.requiredRole)
            ? (roles.get(art.requiredRole) ?? null)
            : null,
      })),
    }
  }

  /**
   * Chooses one item of a part (`none` clears it). Setting the chosen one again changes
   * nothing; with an idempotency key a replay answers the first result. Throws
   * LookItemNotFoundException (404), LookItemLockedException (403).
   */
  async set(
    user: User,
    input: { part: CoverPart; id: string; idempotencyKey: string | null }
  ): Promise<{ part: CoverPart; current: string }> {
    // Checked before the transaction: SQLite's one writer connection is the transaction's.
    const value = await this.checked(user, input.part, input.id)
    const change = async (trx?: TransactionClientContract) => {
      await User.query({ client: trx })
        .where('id', user.id)
        .update({ [COLUMNS[input.part]]: value })
      return { part: input.part, current: input.id }
    }
    const result = input.idempotencyKey
      ? await this.idempotency.run(
          {
            key: input.idempotencyKey,
            scope: `cover.${input.part}`,
            userId: user.id,
            payload: { id: input.id },
          },
          change
        )
      : await change()
    await user.refresh()
    // Guests get cached profile pages: the new cover shows at once.
    this.pages.forget()
    return result
  }

  /** The column's value for an item id, checked to exist and to be unlocked for the player. */
  private async checked(user: User, part: CoverPart, id: string) {
    if (id === NO_COVER) return null
    if (part === 'glow' && isCoverGlow(id)) return id
    if (part === 'style' && isCoverStyle(id)) return id
    if (part !== 'art' || !/^[1-9]\d{0,9}$/.test(id)) throw new LookItemNotFoundException()
    const art = await CoverArt.find(Number(id))
    if (!art || art.hidden) throw new LookItemNotFoundException()
    if (!art.requiredRole) return art.id
    const held = await this.heldRoles(user)
    if (!held.has(art.requiredRole)) {
      const roles = await this.rolesBySlug([art.requiredRole])
      const role = roles.get(art.requiredRole)
      throw new LookItemLockedException({
        ru: role?.nameRu ?? art.requiredRole,
        en: role?.nameEn ?? art.requiredRole,
      })
    }
    return art.id
  }

  /** The slugs of the roles the player holds now, on any server. */
  private async heldRoles(user: User) {
    const grants = await this.grants.activeFor(user)
    return new Set(grants.map((grant) => grant.role.slug))
  }

  private async rolesBySlug(slugs: readonly (string | null)[]) {
    const wanted = [...new Set(slugs.filter((slug): slug is string => slug !== null))]
    if (wanted.length === 0) return new Map<string, StoreRole>()
    const roles = await StoreRole.query().whereIn('slug', wanted).orderBy('id')
    return new Map(roles.reverse().map((role) => [role.slug, role]))
  }
}

function freeItem(id: string): CoverItem {
  return { id, art: null, lockedBy: null }
}
