import { Head } from '@inertiajs/react'
import { ChevronRight, Inbox } from 'lucide-react'
import type { Data } from '@generated/data'
import { DateTime } from '~/components/accounts/date_time'
import { AppLink } from '~/components/app/app_link'
import { Card } from '~/components/ui/card'
import { useT } from '~/hooks/use_t'

type Props = {
  messages: Data.Accounts.DevMail[]
  keep: number
}

/** The dev mailbox (embedded default, no SMTP): the letters the site would have sent, newest first. */
export default function DevMailsIndex({ messages, keep }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('accounts.dev_mails.title')} />
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="flex items-center gap-3 font-display text-2xl font-semibold text-white sm:text-3xl">
            <Inbox aria-hidden="true" className="size-7 text-accent2-text" />
            {t('accounts.dev_mails.title')}
          </h1>
          <p className="max-w-2xl text-sm leading-6 text-muted sm:text-base">
            {t('accounts.dev_mails.intro', { keep })}
          </p>
        </div>
        {messages.length === 0 ? (
          <Card className="p-8 text-center text-sm leading-6 text-muted">
            {t('accounts.dev_mails.empty')}
          </Card>
        ) : (
          <Card className="overflow-hidden">
            <ul aria-label={t('accounts.dev_mails.list_label')} className="divide-y divide-border">
              {messages.map((message) => (
                <li key={message.id}>
                  <AppLink
                    route="accounts.dev_mails.show"
                    params={{ id: message.id }}
                    className="group flex items-center gap-4 px-5 py-4 transition-colors hover:bg-white/4 focus-visible:bg-white/4"
                  >
                    <span className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="truncate font-medium text-white">{message.subject}</span>
                      <span className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-subtle">
                        <span className="break-all">
                          {t('accounts.dev_mails.to')}: {message.to.join(', ')}
                        </span>
                        <DateTime value={message.sentAt} />
                      </span>
                    </span>
                    <ChevronRight
                      aria-hidden="true"
                      className="size-4 shrink-0 text-subtle transition-transform group-hover:translate-x-0.5"
                    />
                  </AppLink>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </>
  )
}
