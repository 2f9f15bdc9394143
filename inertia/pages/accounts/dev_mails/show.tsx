import { useEffect, useRef } from 'react'
import { Head } from '@inertiajs/react'
import { ArrowLeft } from 'lucide-react'
import type { Data } from '@generated/data'
import { DateTime } from '~/components/accounts/date_time'
import { AppLink } from '~/components/app/app_link'
import { Card } from '~/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs'
import { useT } from '~/hooks/use_t'

type Props = {
  message: Data.Accounts.DevMail.Variants['toDetailed']
}

/** Grows the preview frame to the whole letter, so the page scrolls instead of the frame. */
function fitToLetter(frame: HTMLIFrameElement | null) {
  const letter = frame?.contentDocument?.documentElement
  if (frame && letter) frame.style.height = `${letter.scrollHeight}px`
}

/** The letter's HTML as a mail client shows it; no scripts run in it. */
function LetterPreview({ html, title }: { html: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null)
  // The server-rendered frame may have loaded before hydration attached onLoad.
  useEffect(() => fitToLetter(frame.current), [html])
  return (
    <iframe
      ref={frame}
      title={title}
      // Same origin only so the frame can measure the letter; its links open in a new tab.
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      srcDoc={html}
      onLoad={(event) => fitToLetter(event.currentTarget)}
      className="block h-[44rem] w-full rounded-3xl bg-[#0b0a1a]"
    />
  )
}

/** One letter of the dev mailbox: its HTML as a mail client would show it, and its plain text. */
export default function DevMailsShow({ message }: Props) {
  const t = useT()
  const meta = [
    { label: t('accounts.dev_mails.from'), value: message.from },
    { label: t('accounts.dev_mails.to'), value: message.to.join(', ') },
  ]

  return (
    <>
      <Head title={message.subject} />
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
        <AppLink
          route="accounts.dev_mails.index"
          className="inline-flex items-center gap-2 self-start text-sm font-medium text-accent1-text hover:text-white"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('accounts.dev_mails.back')}
        </AppLink>
        <div className="flex flex-col gap-3">
          <h1 className="font-display text-xl font-semibold break-words text-white sm:text-2xl">
            {message.subject}
          </h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {meta.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-subtle">{row.label}</dt>
                <dd className="break-all text-muted">{row.value}</dd>
              </div>
            ))}
            <dt className="text-subtle">{t('accounts.dev_mails.sent_at')}</dt>
            <dd className="text-muted">
              <DateTime value={message.sentAt} />
            </dd>
          </dl>
        </div>
        <Tabs defaultValue={message.html ? 'html' : 'text'}>
          <TabsList aria-label={t('accounts.dev_mails.view_label')}>
            <TabsTrigger value="html" disabled={!message.html}>
              {t('accounts.dev_mails.html')}
            </TabsTrigger>
            <TabsTrigger value="text" disabled={!message.text}>
              {t('accounts.dev_mails.text')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="html">
            <Card className="overflow-hidden p-0">
              <LetterPreview
                html={message.html ?? ''}
                title={t('accounts.dev_mails.preview_title', { subject: message.subject })}
              />
            </Card>
          </TabsContent>
          <TabsContent value="text">
            <Card className="p-5">
              <pre className="font-mono text-sm leading-6 break-words whitespace-pre-wrap text-text">
                {message.text}
              </pre>
            </Card>
          </TabsContent>
        </Tabs>
      </div>
    </>
  )
}
