import { Head } from '@inertiajs/react'
import type { OauthProvider } from '@domain/accounts/oauth'
import { LoginPanel } from '~/components/accounts/login_panel'
import { useT } from '~/hooks/use_t'
import CompactLayout from '~/layouts/compact'

type Props = {
  /** Where to go after logging in (a same-origin path), from `?return=`. */
  returnTo: string | null
  /** Google reCAPTCHA v3 site key; null when the captcha is off. */
  recaptchaSiteKey: string | null
  /** OAuth logins set up on the site (the others are hidden). */
  oauthProviders: OauthProvider[]
}

/** The login page (spec §2 /{lang}/login): nickname or e-mail and password. */
export default function SessionsCreate({ returnTo, recaptchaSiteKey, oauthProviders }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('accounts.sessions.title')} />
      <LoginPanel
        returnTo={returnTo}
        recaptchaSiteKey={recaptchaSiteKey}
        oauthProviders={oauthProviders}
        storeRoute="accounts.sessions.store"
        registerRoute="accounts.registrations.create"
        resetRoute="accounts.password_resets.create"
        texts="accounts.sessions"
      />
    </>
  )
}

SessionsCreate.layout = CompactLayout
