import { WifiOff } from 'lucide-react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Spinner } from '~/components/ui/spinner'
import { useT } from '~/hooks/use_t'

/** Cannot be dismissed: it closes by itself once the site answers again. */
export default function ConnectionLostDialog() {
  const t = useT()
  return (
    <Dialog open>
      <DialogContent
        hideClose
        size="sm"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        data-testid="connection-lost"
      >
        <DialogHeader>
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-2xl border border-danger/40 bg-danger/15 text-danger"
          >
            <WifiOff className="size-6" />
          </span>
          <DialogTitle>{t('network.monitoring.connection_lost_title')}</DialogTitle>
          <DialogDescription>{t('network.monitoring.connection_lost_text')}</DialogDescription>
        </DialogHeader>
        <p className="flex items-center gap-3 text-sm text-muted">
          <Spinner />
          {t('network.monitoring.reconnecting')}
        </p>
      </DialogContent>
    </Dialog>
  )
}
