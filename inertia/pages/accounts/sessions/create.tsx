import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { LogIn, UserRound } from 'lucide-react'
import { EMAIL, PASSWORD } from '@domain/accounts/credentials'
import { AuthPanel, OptionalPageLink } from '~/components/accounts/auth_panel'
import { PasswordInput } from '~/components/accounts/password_input'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useRecaptcha } from '~/hooks/use_recaptcha'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { hasRoute, pageUrl } from '~/lib/routes'
import CompactLayout from '~/layouts/compact'

type Props = {
  /** Where to go after logging in (a same-origin path), from `?return=`. */
  returnTo: string | null
  /** Google reCAPTCHA v3 site key; null when the captcha is off. */
  recaptchaSiteKey: string | null
}

/** The login page (spec §2 /{lang}/login): nickname or e-mail and password. */
export default function SessionsCreate({ returnTo, recaptchaSiteKey }: Props) {
  const t = useT()
  const { locale } = useShared()
  const recaptchaToken = useRecaptcha(recaptchaSiteKey)
  const form = useForm({ login: '', password: '', returnTo: returnTo ?? '' })
  const carryReturn = returnTo ? { return: returnTo } : undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const recaptcha = await recaptchaToken('login')
    form.transform((data) => ({ ...data, recaptcha }))
    form.post(pageUrl('accounts.sessions.store', locale), {
      onFinish: () => form.reset('password'),
    })
  }

  return (
    <>
      <Head title={t('accounts.auth.login.title')} />
      <AuthPanel
        icon={LogIn}
        title={t('accounts.auth.login.heading')}
        intro={t('accounts.auth.login.intro')}
        footer={
          <>
            <span>{t('accounts.auth.login.no_account')}</span>
            <OptionalPageLink route="accounts.registrations.create" query={carryReturn}>
              {t('accounts.auth.login.register_link')}
            </OptionalPageLink>
          </>
        }
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <Field label={t('accounts.auth.login.login_label')} error={form.errors.login} required>
            <Input
              name="login"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={EMAIL.maxLength}
              leading={<UserRound />}
              value={form.data.login}
              onChange={(event) => form.setData('login', event.target.value)}
            />
          </Field>
          <div className="flex flex-col gap-2">
            <Field
              label={t('accounts.auth.login.password_label')}
              error={form.errors.password}
              required
            >
              <PasswordInput
                name="password"
                autoComplete="current-password"
                maxLength={PASSWORD.maxLength}
                value={form.data.password}
                onChange={(event) => form.setData('password', event.target.value)}
              />
            </Field>
            {/* Recovery is its own page; until it exists the link is left out, never dead. */}
            {hasRoute('accounts.password_resets.create') && (
              <OptionalPageLink
                route="accounts.password_resets.create"
                className="self-end text-sm text-muted"
              >
                {t('accounts.auth.login.forgot')}
              </OptionalPageLink>
            )}
          </div>
          <Button type="submit" size="lg" block loading={form.processing}>
            {t('accounts.auth.login.submit')}
          </Button>
          {recaptchaSiteKey && (
            <p className="text-center text-xs leading-5 text-subtle">
              {t('accounts.auth.captcha_notice')}
            </p>
          )}
        </form>
      </AuthPanel>
    </>
  )
}

SessionsCreate.layout = CompactLayout
