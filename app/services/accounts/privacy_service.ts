import { inject } from '@adonisjs/core'
import { DateTime } from 'luxon'
import PrivacySetting from '#models/privacy_setting'
import type User from '#models/user'
import PermissionService from '#services/accounts/permission_service'
import ProfilePartHiddenException from '#exceptions/profile_part_hidden_exception'
import { withConflictRetries } from '#data/transactions'
import PageCacheService from '#services/platform/page_cache_service'
import { hasPermission } from '#domain/platform/permissions'
import {
  hiddenParts,
  choicesHiding,
  NOTHING_HIDDEN,
  PRIVACY_BYPASS_PERMISSION,
  type PrivacyChoices,
  type PrivacyPart,
} from '#domain/accounts/privacy'

/** What one viewer may see of one profile. */
export type ProfileVisibility = {
  /** The parts the owner hides from others, whoever looks. */
  hidden: PrivacyPart[]
  /** The hidden parts this viewer does not see (empty for the owner and staff). */
  concealed: PrivacyPart[]
}

/**
 * Profile privacy (spec §7 `user/privacy`, docs/decisions.md "Profile privacy"): a player hides
 * statistics, friends, roles or online status from other players and guests; the owner and
 * staff with `web.players.hidden` still see them. Every page and API answer that shows one of
 * these parts asks `visibility()` or `assertVisible()` here.
 */
@inject()
export default class PrivacyService {
  constructor(
    private permissions: PermissionService,
    private pages: PageCacheService = new PageCacheService()
  ) {}

  /** What the player hides now. */
  async choices(user: User): Promise<PrivacyChoices> {
    const row = await PrivacySetting.find(user.id)
    return row ? choicesOf(row) : { ...NOTHING_HIDDEN }
  }

  /** Hides the parts named and shows the others. Answers the new choices. */
  async update(user: User, hidden: readonly PrivacyPart[]): Promise<PrivacyChoices> {
    const next = choicesHiding(hidden)
    // Two first saves at once: the loser's insert hits the key and runs again as an update.
    await withConflictRetries(() =>
      PrivacySetting.updateOrCreate(
        { userId: user.id },
        {
          hideStatistics: next.statistics,
          hideFriends: next.friends,
          hideRoles: next.roles,
          hideOnline: next.online,
          updatedAt: DateTime.utc(),
        }
      )
    )
    // Guests get cached pages for 30 s: a part just hidden must disappear at once.
    this.pages.forget()
    return next
  }

  /** What `viewer` (null: a guest) may see of `owner`'s profile (null: a game-only player). */
  async visibility(
    owner: User | null,
    viewer: User | null | undefined
  ): Promise<ProfileVisibility> {
    if (!owner) return { hidden: [], concealed: [] }
    const hidden = hiddenParts(await this.choices(owner))
    if (hidden.length === 0 || (await this.seesEverything(owner, viewer))) {
      return { hidden, concealed: [] }
    }
    return { hidden, concealed: hidden }
  }

  /** Throws ProfilePartHiddenException (403) when `viewer` may not see `part` of `owner`. */
  async assertVisible(owner: User | null, viewer: User | null | undefined, part: PrivacyPart) {
    const { concealed } = await this.visibility(owner, viewer)
    if (owner && concealed.includes(part))
      throw new ProfilePartHiddenException(owner.nickname, part)
  }

  /**
   * Which of these accounts hide their online status from `viewer` (null: a guest): lists
   * that show presence (search) ask here, as the profile asks `visibility()`.
   */
  async onlineConcealed(ownerIds: number[], viewer: User | null | undefined) {
    const others = ownerIds.filter((id) => id !== viewer?.id)
    if (others.length === 0) return new Set<number>()
    if (
      viewer &&
      hasPermission(await this.permissions.treeFor(viewer), PRIVACY_BYPASS_PERMISSION)
    ) {
      return new Set<number>()
    }
    const rows = await PrivacySetting.query().whereIn('user_id', others).where('hide_online', true)
    return new Set(rows.map((row) => row.userId))
  }

  private async seesEverything(owner: User, viewer: User | null | undefined) {
    if (!viewer) return false
    if (viewer.id === owner.id) return true
    return hasPermission(await this.permissions.treeFor(viewer), PRIVACY_BYPASS_PERMISSION)
  }
}

function choicesOf(row: PrivacySetting): PrivacyChoices {
  return {
    statistics: row.hideStatistics,
    friends: row.hideFriends,
    roles: row.hideRoles,
    online: row.hideOnline,
  }
}
