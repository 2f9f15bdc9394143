import { Head } from '@inertiajs/react'
import { MailCheck } from 'lucide-react'
import { RESET_LINK } from '@domain/accounts/mail_codes'
import { AuthPanel, OptionalPageLink } from '~/components/accounts/auth_panel'
import { PasswordResetPanel } from '~/components/accounts/password_reset_panel'
import { DevMailboxNotice } from '~/components/accounts/dev_mailbox_notice'
import { AppLink } from '~/components/app/app_link'
import { Button } from '~/components/ui/button'
import { useT } from '~/hooks/use_t'
import CompactLayout from '~/layouts/compact'

type Props = {
  /** The address just asked for: the 'letter sent' screen names it (spec §4). */
  sentTo: string | null
  /** Google reCAPTCHA v3 site key; null when the captcha is off. */
  recaptchaSiteKey: string | null
  /** No SMTP server: letters land in the dev mailbox. */
  devMailbox: boolean
}

function LetterSent({ email, devMailbox }: { email: string; devMailbox: boolean }) {
  const t = useT()
  return (
    <>
      <Head title={t('accounts.password_resets.sent_title')} />
      <AuthPanel
        icon={MailCheck}
        title={t('accounts.password_resets.sent_heading')}
        intro={t('accounts.password_resets.sent_text')}
      >
        <div className="flex flex-col gap-5">
          <p className="rounded-xl border border-accent1/30 bg-accent1/10 px-4 py-2.5 text-center text-sm font-semibold break-all text-white">
            {email}
          </p>
          <p className="text-center text-sm leading-6 text-subtle">
            {t('accounts.password_resets.sent_expiry', { minutes: RESET_LINK.lifetimeMinutes })}
          </p>
          {devMailbox && <DevMailboxNotice />}
          <div className="flex flex-col gap-3">
            <Button asChild size="lg" block>
              <AppLink route="accounts.sessions.create">
                {t('accounts.password_resets.back_to_login')}
              </AppLink>
            </Button>
            <Button asChild variant="secondary" block>
              <AppLink route="accounts.password_resets.create">
                {t('accounts.password_resets.send_again')}
              </AppLink>
            </Button>
          </div>
        </div>
      </AuthPanel>
    </>
  )
}

/** spec §2 /{lang}/reset, §4: the e-mail of the account, then 'letter sent' whatever the address. */
export default function PasswordResetsCreate({ sentTo, recaptchaSiteKey, devMailbox }: Props) {
  const t = useT()
  if (sentTo) return <LetterSent email={sentTo} devMailbox={devMailbox} />
  return (
    <>
      <Head title={t('accounts.password_resets.title')} />
      <PasswordResetPanel
        recaptchaSiteKey={recaptchaSiteKey}
        storeRoute="accounts.password_resets.store"
        texts="accounts.password_resets"
        footer={
          <>
            <span>{t('accounts.password_resets.remembered')}</span>
            <OptionalPageLink route="accounts.sessions.create">
              {t('accounts.password_resets.login_link')}
            </OptionalPageLink>
          </>
        }
      />
    </>
  )
}

PasswordResetsCreate.layout = CompactLayout
