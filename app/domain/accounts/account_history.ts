/*
| The account history of spec §4/§7 (`GET user/history?target=`): changes
| of the e-mail, the password and the two-factor link.
*/
export const HISTORY_TARGETS = ['mail', 'password', '2fa'] as const
export type HistoryTarget = (typeof HISTORY_TARGETS)[number]

/** Entries per page unless asked otherwise, and the most one page may hold (docs/api.md). */
export const HISTORY_PER_PAGE = 20
export const HISTORY_MAX_PER_PAGE = 100

export function isHistoryTarget(value: unknown): value is HistoryTarget {
  return (HISTORY_TARGETS as readonly unknown[]).includes(value)
}

/**
 * The history section of the cabinet reads `?history=&page=` leniently: a
 * link with a wrong or missing value shows the password history's first page
 * rather than an error.
 */
export function historyPageQuery(query: { history?: unknown; page?: unknown }) {
  const page = Number(query.page)
  return {
    target: isHistoryTarget(query.history) ? query.history : ('password' as const),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  }
}
