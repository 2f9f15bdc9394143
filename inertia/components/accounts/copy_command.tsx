import { Copy } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { useT } from '~/hooks/use_t'
import { notify } from '~/lib/notify'

/** A command to send to a bot, with a copy button (spec §8: 'Failed to copy command', 'command copied'). */
export function CopyCommand({ command }: { command: string }) {
  const t = useT()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command)
      notify({ type: 'success', text: t('accounts.two_factor_settings.copied') })
    } catch {
      notify({ type: 'error', text: t('errors.copy_failed') })
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-2xl border border-border bg-background-deep/60 p-2 ps-4">
      <code className="min-w-0 flex-1 font-mono text-sm break-all text-white">{command}</code>
      <Button type="button" variant="secondary" size="sm" onClick={copy}>
        <Copy aria-hidden="true" />
        {t('common.actions.copy')}
      </Button>
    </div>
  )
}
