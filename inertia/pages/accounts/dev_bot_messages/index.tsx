import type { FormEvent } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import { Bot, Send } from 'lucide-react'
import type { Data } from '@generated/data'
import type { BotKind } from '@domain/accounts/two_factor'
import { DateTime } from '~/components/accounts/date_time'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Message = Data.Accounts.BotMessage

type Props = {
  messages: Message[]
  /** The bots the inbox stands in for (no token configured). */
  bots: BotKind[]
}

/** The chat the link command and the buttons are tried from. */
const DEV_CHAT_ID = '100200300'

function WriteForm({ bots }: { bots: BotKind[] }) {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({ bot: bots[0], chatId: DEV_CHAT_ID, text: '' })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(pageUrl('accounts.dev_bot_messages.store', locale), {
      preserveScroll: true,
      onSuccess: () => form.reset('text'),
    })
  }
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 font-display text-lg font-semibold">
          <Send aria-hidden="true" className="size-5 text-accent1-text" />
          {t('accounts.dev_bot_messages.write_title')}
        </h2>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <div
            className="flex flex-wrap gap-2"
            role="group"
            aria-label={t('accounts.dev_bot_messages.bot_label')}
          >
            {bots.map((bot) => (
              <Button
                key={bot}
                type="button"
                size="sm"
                variant={form.data.bot === bot ? 'primary' : 'secondary'}
                aria-pressed={form.data.bot === bot}
                onClick={() => form.setData('bot', bot)}
              >
                {t(`accounts.two_factor.bots.${bot}`)}
              </Button>
            ))}
          </div>
          <Field label={t('accounts.dev_bot_messages.chat_label')} error={form.errors.chatId}>
            <Input
              name="chatId"
              value={form.data.chatId}
              onChange={(event) => form.setData('chatId', event.target.value)}
            />
          </Field>
          <Field
            label={t('accounts.dev_bot_messages.text_label')}
            hint={t('accounts.dev_bot_messages.text_hint')}
            error={form.errors.text}
          >
            <Input
              name="text"
              value={form.data.text}
              onChange={(event) => form.setData('text', event.target.value)}
            />
          </Field>
          <Button type="submit" className="self-start" loading={form.processing}>
            {t('accounts.dev_bot_messages.send')}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

/** /{lang}/dev-bot-inbox: what the bots without a token sent, and their buttons to press. */
export default function DevBotMessagesIndex({ messages, bots }: Props) {
  const t = useT()
  const { locale } = useShared()
  const press = (message: Message, data: string) =>
    router.put(
      pageUrl('accounts.dev_bot_messages.update', locale),
      { messageId: message.id, data },
      { preserveScroll: true }
    )
  return (
    <>
      <Head title={t('accounts.dev_bot_messages.title')} />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-2">
          <h1 className="flex items-center gap-2 font-display text-2xl font-semibold text-white">
            <Bot aria-hidden="true" className="size-6 text-accent1-text" />
            {t('accounts.dev_bot_messages.title')}
          </h1>
          <p className="text-sm leading-6 text-muted">{t('accounts.dev_bot_messages.intro')}</p>
        </div>
        <WriteForm bots={bots} />
        <section aria-labelledby="bot-messages" className="flex flex-col gap-3">
          <h2 id="bot-messages" className="font-display text-xl font-semibold text-white">
            {t('accounts.dev_bot_messages.messages_title')}
          </h2>
          {messages.length === 0 && (
            <p className="text-sm text-muted">{t('accounts.dev_bot_messages.empty')}</p>
          )}
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <li key={message.id}>
                <Card className="flex flex-col gap-3 p-5">
                  <p className="flex flex-wrap items-center gap-2 text-xs text-subtle">
                    <Badge size="sm">{t(`accounts.two_factor.bots.${message.bot}`)}</Badge>
                    {t('accounts.dev_bot_messages.to_chat', { chat: message.chatId })}
                    <DateTime value={message.createdAt} />
                  </p>
                  <p className="text-sm leading-6 whitespace-pre-line text-text">{message.text}</p>
                  {message.buttons.length > 0 && (
                    <div className="flex flex-wrap gap-2">
                      {message.buttons.map((button) => (
                        <Button
                          key={button.data}
                          size="sm"
                          variant="secondary"
                          onClick={() => press(message, button.data)}
                        >
                          {button.text}
                        </Button>
                      ))}
                    </div>
                  )}
                </Card>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  )
}

DevBotMessagesIndex.layout = DefaultLayout
