import { Head } from '@inertiajs/react'
import type { OauthProvider } from '@domain/accounts/oauth'
import { RegistrationPanel } from '~/components/accounts/registration_panel'
import { useT } from '~/hooks/use_t'
import CompactLayout from '~/layouts/compact'

type Props = {
  /** Where to go after registering (a same-origin path), from `?return=`. */
  returnTo: string | null
  /** Google reCAPTCHA v3 site key; null when the captcha is off. */
  recaptchaSiteKey: string | null
  /** Social logins set up on the site (the others are hidden). */
  oauthProviders: OauthProvider[]
}

/** The registration page (spec §2 /{lang}/register): nickname, e-mail, password twice, terms. */
export default function RegistrationsCreate(props: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('accounts.registrations.title')} />
      <RegistrationPanel
        {...props}
        storeRoute="accounts.registrations.store"
        loginRoute="accounts.sessions.create"
      />
    </>
  )
}

RegistrationsCreate.layout = CompactLayout
