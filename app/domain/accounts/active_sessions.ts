/*
| The cabinet's session list (spec §2 cabinet sessions, §3 session).
*/
type Listed = { id: string; lastUsedAt: { toMillis(): number } }

/** The current session first, then the most recently used. */
export function orderSessions<Session extends Listed>(
  sessions: readonly Session[],
  currentId: string | null
): Session[] {
  return [...sessions].sort((a, b) => {
    if (a.id === currentId) return -1
    if (b.id === currentId) return 1
    return b.lastUsedAt.toMillis() - a.lastUsedAt.toMillis()
  })
}
