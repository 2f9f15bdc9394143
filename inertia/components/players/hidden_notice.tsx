import { EyeOff } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { useT } from '~/hooks/use_t'

/** Says that the player hides this part of the profile from the viewer (docs/decisions.md). */
export function HiddenNotice({
  nickname,
  part,
}: {
  nickname: string
  part: 'statistics' | 'friends' | 'roles'
}) {
  const t = useT()
  return (
    <Card className="flex items-start gap-4 p-5 sm:p-7">
      <EyeOff aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent2-text" />
      <div className="flex flex-col gap-1">
        <h2 className="font-display text-lg font-semibold text-white">
          {t('players.privacy.hidden_title')}
        </h2>
        <p className="text-sm text-muted">
          {t(`players.privacy.hidden.${part}`, { login: nickname })}
        </p>
      </div>
    </Card>
  )
}

/** For the owner and staff: which parts others do not see. */
export function HiddenFromOthers({ parts }: { parts: string[] }) {
  const t = useT()
  if (parts.length === 0) return null
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      <EyeOff aria-hidden="true" className="size-4 shrink-0" />
      {t('players.privacy.hidden_from_others', {
        parts: parts.map((part) => t(`players.privacy.parts.${part}`)).join(', '),
      })}
    </p>
  )
}
