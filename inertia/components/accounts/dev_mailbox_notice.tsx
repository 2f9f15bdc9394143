import { Inbox } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import { useT } from '~/hooks/use_t'
import { hasRoute } from '~/lib/routes'

/**
 * Shown where a letter was just sent while no SMTP server is configured
 * (the embedded default): the letter is in the dev mailbox, not in a real inbox.
 */
export function DevMailboxNotice() {
  const t = useT()
  if (!hasRoute('accounts.dev_mails.index')) return null
  return (
    <p className="flex items-start gap-2.5 rounded-2xl border border-accent2/30 bg-accent2/8 px-4 py-3 text-sm leading-6 text-muted">
      <Inbox aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent2-text" />
      <span>
        {t('accounts.dev_mails.notice')}{' '}
        <AppLink
          route="accounts.dev_mails.index"
          className="font-medium text-accent2-text underline underline-offset-4 hover:text-white"
        >
          {t('accounts.dev_mails.notice_link')}
        </AppLink>
        .
      </span>
    </p>
  )
}
