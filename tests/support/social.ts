import type User from '#models/user'
import PrivacyService from '#services/accounts/privacy_service'
import PermissionService from '#services/accounts/permission_service'
import FriendService from '#services/players/friend_service'
import PlayerProfileService from '#services/players/player_profile_service'
import ProfileLikeService from '#services/players/profile_like_service'
import type { PrivacyPart } from '#domain/accounts/privacy'
import { PRIVACY_BYPASS_PERMISSION } from '#domain/accounts/privacy'
import { staffWith } from '#tests/support/content'

const profiles = new PlayerProfileService()

/** The player hides these parts, as cabinet → privacy saves them. */
export function hide(user: User, parts: PrivacyPart[]) {
  return new PrivacyService(new PermissionService()).update(user, parts)
}

/** Makes two players friends: one asks, the other accepts. */
export async function befriend(a: User, b: User) {
  const friends = new FriendService(profiles)
  await friends.request(a, b.nickname)
  await friends.accept(b, a.nickname)
}

/** `a` asks `b` to be friends. */
export function askFriend(a: User, b: User) {
  return new FriendService(profiles).request(a, b.nickname)
}

/** `liker` likes `profile`'s profile. */
export function like(liker: User, profile: User) {
  return new ProfileLikeService(profiles).toggle(liker, profile.nickname)
}

/** Staff who see hidden profile parts. */
export function privacyStaff() {
  return staffWith([PRIVACY_BYPASS_PERMISSION])
}
