import type { Data } from '@generated/data'
import { Badge } from '~/components/ui/badge'

type State = Data.Network.DeliveryCommand['state']

/** Each delivery state's colour: done is good, failed bad, the rest still under way. */
const VARIANTS = {
  queued: 'neutral',
  waiting_for_player: 'warn',
  sent: 'cyan',
  done: 'success',
  failed: 'danger',
} as const satisfies Record<State, string>

/** A delivery state as a badge; `label` is its translated name. */
export function DeliveryStateBadge({ state, label }: { state: State; label: string }) {
  return (
    <Badge variant={VARIANTS[state]} dot>
      {label}
    </Badge>
  )
}
