import { ShieldCheck, Swords } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { useT } from '~/hooks/use_t'

/** A server's PvP mode (spec §3 Server). */
export function PvpBadge({ pvp }: { pvp: boolean }) {
  const t = useT()
  return pvp ? (
    <Badge variant="danger">
      <Swords aria-hidden="true" />
      {t('platform.home.pvp_on')}
    </Badge>
  ) : (
    <Badge variant="success">
      <ShieldCheck aria-hidden="true" />
      {t('platform.home.pvp_off')}
    </Badge>
  )
}
