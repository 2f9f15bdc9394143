import { RotateCcw, Trash2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import type { LookActionRun } from '~/hooks/use_look_action'
import { useT } from '~/hooks/use_t'

type Props = {
  kind: 'skin' | 'cape' | 'avatar'
  busy: string | null
  run: LookActionRun
  /** Capes keep no history to return to. */
  rollback?: boolean
}

/** A look's roll back and delete buttons (`user/{kind}/rollback|delete`). */
export function LookActions({ kind, busy, run, rollback = true }: Props) {
  const t = useT()
  return (
    <>
      {rollback && (
        <Button
          variant="ghost"
          loading={busy === `${kind}-rollback`}
          onClick={() =>
            run(
              `${kind}-rollback`,
              'api.players.look_rollbacks.store',
              { params: { kind } },
              'players.looks.rolled_back'
            )
          }
        >
          <RotateCcw aria-hidden="true" />
          {t('players.looks.rollback')}
        </Button>
      )}
      <Button
        variant="ghost"
        loading={busy === `${kind}-delete`}
        onClick={() =>
          run(
            `${kind}-delete`,
            'api.players.looks.destroy',
            { params: { kind } },
            'players.looks.deleted'
          )
        }
      >
        <Trash2 aria-hidden="true" />
        {t(`players.looks.${kind}_delete`)}
      </Button>
    </>
  )
}
