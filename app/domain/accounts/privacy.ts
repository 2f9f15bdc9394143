/*
| Profile privacy (spec §7 `user/privacy`, #13): the parts of a public profile a player may hide
| from other players and guests. The owner and staff with PRIVACY_BYPASS_PERMISSION still see
| them (docs/decisions.md "Profile privacy").
*/

export const PRIVACY_PARTS = ['statistics', 'friends', 'roles', 'online'] as const
export type PrivacyPart = (typeof PRIVACY_PARTS)[number]

/** What a player hides: true means hidden from others. */
export type PrivacyChoices = Record<PrivacyPart, boolean>

/** Staff who see hidden parts (moderation): a dotted path of spec §6. */
export const PRIVACY_BYPASS_PERMISSION = 'web.players.hidden'

export const NOTHING_HIDDEN: PrivacyChoices = {
  statistics: false,
  friends: false,
  roles: false,
  online: false,
}

/** The hidden parts, in their fixed order. */
export function hiddenParts(choices: PrivacyChoices): PrivacyPart[] {
  return PRIVACY_PARTS.filter((part) => choices[part])
}

/** The choices that hide exactly these parts. */
export function choicesHiding(parts: readonly PrivacyPart[]): PrivacyChoices {
  return {
    statistics: parts.includes('statistics'),
    friends: parts.includes('friends'),
    roles: parts.includes('roles'),
    online: parts.includes('online'),
  }
}
