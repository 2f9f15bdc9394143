/** Team roles (spec §2 team page), in the order the page groups them. */
export const TEAM_ROLES = ['owner', 'admin', 'developer', 'moderator', 'builder', 'editor'] as const
export type TeamRole = (typeof TEAM_ROLES)[number]

/** Members grouped by role in TEAM_ROLES order; empty roles are left out. */
export function groupByRole<T extends { role: string }>(members: readonly T[]) {
  return TEAM_ROLES.map((role) => ({
    role,
    members: members.filter((member) => member.role === role),
  })).filter((group) => group.members.length > 0)
}
