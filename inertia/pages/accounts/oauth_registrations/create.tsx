import { useState, type FormEvent } from 'react'
import { Head } from '@inertiajs/react'
import { UserPlus } from 'lucide-react'
import type { OauthProvider } from '@domain/accounts/oauth'
import { AuthPanel, OptionalPageLink } from '~/components/accounts/auth_panel'
import { OauthProviderMark } from '~/components/accounts/oauth_provider_mark'
import { NicknameField } from '~/components/accounts/nickname_field'
import { TermsField } from '~/components/accounts/terms_field'
import { Button } from '~/components/ui/button'
import { PostForm } from '~/components/ui/post_form'
import { useFieldCheck } from '~/hooks/use_field_check'
import { useProgressiveForm } from '~/hooks/use_progressive_form'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import CompactLayout from '~/layouts/compact'

type Props = {
  provider: OauthProvider
  /** The name the provider knows the player by, shown for reassurance. */
  providerName: string | null
  /** A nickname made from that name by the game-name rules, or null. */
  suggestedLogin: string | null
  /** The provider's verified e-mail, which the account gets when no account has it. */
  email: string | null
}

const TYPING_DELAY_MS = 600

/** spec §2 `/{lang}/oauth/{provider}/register`: a new identity picks its nickname and accepts the terms. */
export default function OauthRegistrationsCreate({
  provider,
  providerName,
  suggestedLogin,
  email,
}: Props) {
  const t = useT()
  const { locale } = useShared()
  const { checks, check } = useFieldCheck()
  const [checked, setChecked] = useState(false)
  const { form, ref } = useProgressiveForm({ login: suggestedLogin ?? '', acceptTerms: false })
  const action = pageUrl('accounts.oauth_registrations.store', locale, { provider })

  const changeLogin = (value: string) => {
    form.setData('login', value)
    form.clearErrors('login')
    setChecked(true)
    check('login', value, TYPING_DELAY_MS)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(action)
  }

  const providerLabel = t(`accounts.oauth.providers.${provider}`)

  return (
    <>
      <Head title={t('accounts.oauth.register.title')} />
      <AuthPanel
        icon={UserPlus}
        title={t('accounts.oauth.register.heading')}
        intro={t('accounts.oauth.register.intro', { provider: providerLabel })}
        footer={
          <>
            <span>{t('accounts.registrations.has_account')}</span>
            <OptionalPageLink route="accounts.sessions.create">
              {t('accounts.registrations.login_link')}
            </OptionalPageLink>
          </>
        }
      >
        <div className="flex items-center gap-3 rounded-2xl border border-border bg-surface-raised p-3">
          <OauthProviderMark provider={provider} />
          <div className="min-w-0 text-sm">
            <p className="font-medium text-text">{providerLabel}</p>
            <p className="truncate text-muted">
              {[providerName, email].filter(Boolean).join(' · ') ||
                t('accounts.oauth.register.no_details')}
            </p>
          </div>
        </div>
        <PostForm ref={ref} action={action} onSubmit={submit} className="flex flex-col gap-5">
          <NicknameField
            value={form.data.login}
            check={checks.login}
            error={form.errors.login}
            onChange={changeLogin}
            onFocus={() => {
              if (!checked && form.data.login) check('login', form.data.login, 0)
              setChecked(true)
            }}
          />
          <TermsField
            checked={form.data.acceptTerms}
            error={form.errors.acceptTerms}
            onChange={(value) => {
              form.setData('acceptTerms', value)
              form.clearErrors('acceptTerms')
            }}
          />
          <Button type="submit" size="lg" block loading={form.processing}>
            {t('accounts.oauth.register.submit')}
          </Button>
        </PostForm>
      </AuthPanel>
    </>
  )
}

OauthRegistrationsCreate.layout = CompactLayout
