import { useCallback } from 'react'
import { useT } from '~/hooks/use_t'

/** A reason that is a clause of the rules alone, as moderators often write it: `2.2`. */
const RULE_CLAUSE = /^\d{1,2}(\.\d{1,2}){1,2}$/

/**
 * A ban's reason for the reader: the game reports the moderator's own words, shown as they are,
 * and a bare clause number reads as that clause of the rules in the reader's language.
 */
export function useBanReason() {
  const t = useT()
  return useCallback(
    (reason: string) =>
      RULE_CLAUSE.test(reason.trim()) ? t('players.bans.rule', { clause: reason.trim() }) : reason,
    [t]
  )
}
