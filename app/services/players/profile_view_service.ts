import { inject } from '@adonisjs/core'
import type Server from '#models/server'
import type User from '#models/user'
import StoreGrantService from '#services/economy/store_grant_service'
import PrivacyService, { type ProfileVisibility } from '#services/accounts/privacy_service'
import CoverService, { type Cover } from '#services/accounts/cover_service'
import FriendService, { type FriendRelation } from '#services/players/friend_service'
import PlayerProfileService, { type PlayerProfile } from '#services/players/player_profile_service'
import PlayerStatisticService from '#services/players/player_statistic_service'
import PlaytimeService from '#services/players/playtime_service'
import ProfileLikeService, { type LikeSummary } from '#services/players/profile_like_service'
import PlayerNotFoundException from '#exceptions/player_not_found_exception'
import type { PrivacyPart } from '#domain/accounts/privacy'

/** A profile's head as one viewer sees it: who, online where, likes, friendship, privacy. */
export type ProfileHead = {
  profile: PlayerProfile & { onlineServers: string[] }
  /** The enabled servers, to name the ones the player is on. */
  servers: Server[]
  /** null when the online status is hidden from this viewer. */
  online: boolean | null
  visibility: ProfileVisibility
  /** null for a game-only player (likes are for accounts). */
  likes: LikeSummary | null
  friendship: FriendRelation | null
  /** The banner the owner chose (cabinet → cover). */
  cover: Cover
}

/**
 * Public profile pages and their API as a viewer (null: a guest) sees them, privacy applied
 * (docs/decisions.md "Profile privacy"): every tab of the profile starts from `head()`, and a
 * tab's data is read only when `visibility.concealed` does not name its part.
 */
@inject()
export default class ProfileViewService {
  constructor(
    private profiles: PlayerProfileService,
    private privacy: PrivacyService,
    private likes: ProfileLikeService,
    private friends: FriendService,
    private statistics: PlayerStatisticService,
    private playtime: PlaytimeService,
    private grants: StoreGrantService,
    private covers: CoverService
  ) {}

  /** The head of the profile named. Throws PlayerNotFoundException (404). */
  async head(nickname: string, viewer: User | null | undefined): Promise<ProfileHead> {
    const profile = await this.profiles.find(nickname)
    const [visibility, servers] = await Promise.all([
      this.privacy.visibility(profile.user, viewer),
      this.profiles.servers(),
    ])
    const onlineHidden = visibility.concealed.includes('online')
    const [described, likes, friendship, cover] = await Promise.all([
      onlineHidden ? { ...profile, onlineServers: [] } : this.profiles.describe(profile, servers),
      profile.user ? this.likes.summary(profile.user, viewer) : null,
      this.friends.relation(profile.user, viewer),
      this.covers.of(profile.user),
    ])
    return {
      profile: described,
      servers,
      online: onlineHidden ? null : described.onlineServers.length > 0,
      visibility,
      likes,
      friendship,
      cover,
    }
  }

  /**
   * The statistics tab: the head, the statistics over all servers and each, and the month's
   * chart; both null when the player hides their statistics from this viewer.
   */
  async statisticsTab(nickname: string, viewer: User | null | undefined) {
    const head = await this.head(nickname, viewer)
    if (head.visibility.concealed.includes('statistics')) {
      return { head, statistics: null, playtime: null }
    }
    const [statistics, playtime] = await Promise.all([
      this.statistics.forScopes(head.profile, [null, ...head.servers]),
      this.playtime.period(head.profile, null, '1m'),
    ])
    return { head, statistics, playtime }
  }

  /** The friends tab: the head and a page of friends; null when hidden from this viewer. */
  async friendsTab(
    nickname: string,
    viewer: User | null | undefined,
    page: number,
    perPage: number
  ) {
    const head = await this.head(nickname, viewer)
    const user = head.profile.user
    const friends =
      user && !head.visibility.concealed.includes('friends')
        ? await this.friends.list(user, page, perPage)
        : null
    return { head, friends }
  }

  /**
   * The roles tab (spec §2): the head and the player's active roles on every server; null when
   * hidden from this viewer. A game-only player has bought nothing, so none.
   */
  async rolesTab(nickname: string, viewer: User | null | undefined) {
    const head = await this.head(nickname, viewer)
    if (head.visibility.concealed.includes('roles')) return { head, roles: null }
    const user = head.profile.user
    return { head, roles: user ? await this.grants.activeFor(user) : [] }
  }

  /**
   * The requests tab, for its owner alone: anyone else gets the 404 of an unknown page
   * (PlayerNotFoundException), so nobody learns whom a player asked.
   */
  async requestsTab(nickname: string, viewer: User) {
    const head = await this.head(nickname, viewer)
    if (head.friendship !== 'self') throw new PlayerNotFoundException(nickname)
    return { head, requests: await this.friends.requests(viewer) }
  }

  /**
   * The profile named, when `viewer` may see `part` of it (the API's statistics and charts,
   * the roles tab). Throws PlayerNotFoundException (404), ProfilePartHiddenException (403).
   */
  async visibleProfile(nickname: string, viewer: User | null | undefined, part: PrivacyPart) {
    const profile = await this.profiles.find(nickname)
    await this.privacy.assertVisible(profile.user, viewer, part)
    return profile
  }

  /**
   * The account named, when `viewer` may see `part` of it (the API's friends list). Throws
   * PlayerNotFoundException (404), PlayerNotRegisteredException (400),
   * ProfilePartHiddenException (403).
   */
  async visibleAccount(nickname: string, viewer: User | null | undefined, part: PrivacyPart) {
    const user = await this.profiles.account(nickname)
    await this.privacy.assertVisible(user, viewer, part)
    return user
  }
}
