import { Unplug } from 'lucide-react'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Spinner } from '~/components/ui/spinner'
import { useT } from '~/hooks/use_t'

/**
 * spec §2 'launcher connection lost' modal: open while the local API does
 * not answer; it cannot be dismissed and closes once the launcher answers.
 */
export function LauncherConnectionLost({ lost }: { lost: boolean }) {
  const t = useT()
  if (!lost) return null
  return (
    <Dialog open>
      <DialogContent
        hideClose
        size="sm"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        data-testid="launcher-connection-lost"
      >
        {/* No corner close button: the header needs no room kept for it. */}
        <DialogHeader className="pe-6 sm:pe-8">
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-2xl border border-danger/40 bg-danger/15 text-danger"
          >
            <Unplug className="size-6" />
          </span>
          <DialogTitle>{t('launcher.local_api.lost_title')}</DialogTitle>
          <DialogDescription>{t('launcher.local_api.lost_text')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex items-center gap-3">
          <Spinner />
          {t('launcher.local_api.reconnecting')}
        </DialogBody>
      </DialogContent>
    </Dialog>
  )
}
