import type { FormEvent } from 'react'
import { Head } from '@inertiajs/react'
import { LogIn, UserRound } from 'lucide-react'
import { EMAIL, PASSWORD } from '@domain/accounts/credentials'
import type { OauthProvider } from '@domain/accounts/oauth'
import { OauthButtons } from '~/components/accounts/oauth_buttons'
import { AuthPanel, OptionalPageLink } from '~/components/accounts/auth_panel'
import { PasswordInput } from '~/components/accounts/password_input'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { PostForm } from '~/components/ui/post_form'
import { useProgressiveForm } from '~/hooks/use_progressive_form'
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
  /** OAuth logins set up on the site (the others are hidden). */
  oauthProviders: OauthProvider[]
  /** For the form's native post, before the page is hydrated. */
}

/** The login page (spec §2 /{lang}/login): nickname or e-mail and password. */
export default function SessionsCreate({ returnTo, recaptchaSiteKey, oauthProviders }: Props) {
  const t = useT()
  const { locale } = useShared()
  const recaptchaToken = useRecaptcha(recaptchaSiteKey)
  const { form, ref } = useProgressiveForm({ login: '', password: '', returnTo: returnTo ?? '' })
  const carryReturn = returnTo ? { return: returnTo } : undefined

  const action = pageUrl('accounts.sessions.store', locale)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const recaptcha = await recaptchaToken('login')
    form.transform((data) => ({ ...data, recaptcha }))
    form.post(action, { onFinish: () => form.reset('password') })
  }

  /** A wrong login or password is about both fields: retyping either clears it. */
  const change = (field: 'login' | 'password', value: string) => {
    form.setData(field, value)
    form.clearErrors()
  }

  return (
    <>
      <Head title={t('accounts.sessions.title')} />
      <AuthPanel
        icon={LogIn}
        title={t('accounts.sessions.heading')}
        intro={t('accounts.sessions.intro')}
        footer={
          <>
            <span>{t('accounts.sessions.no_account')}</span>
            <OptionalPageLink route="accounts.registrations.create" query={carryReturn}>
              {t('accounts.sessions.register_link')}
            </OptionalPageLink>
          </>
        }
      >
        <PostForm ref={ref} action={action} onSubmit={submit} className="flex flex-col gap-5">
          <input type="hidden" name="returnTo" value={form.data.returnTo} />
          <Field label={t('accounts.sessions.login_label')} error={form.errors.login} required>
            <Input
              name="login"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={EMAIL.maxLength}
              leading={<UserRound />}
              value={form.data.login}
              onChange={(event) => change('login', event.target.value)}
            />
          </Field>
          <div className="flex flex-col gap-2">
            <Field
              label={t('accounts.sessions.password_label')}
              error={form.errors.password}
              required
            >
              <PasswordInput
                name="password"
                autoComplete="current-password"
                maxLength={PASSWORD.maxLength}
                value={form.data.password}
                onChange={(event) => change('password', event.target.value)}
              />
            </Field>
            {/* Recovery is its own page; until it exists the link is left out, never dead. */}
            {hasRoute('accounts.password_resets.create') && (
              <OptionalPageLink
                route="accounts.password_resets.create"
                className="self-end text-sm text-muted"
              >
                {t('accounts.sessions.forgot')}
              </OptionalPageLink>
            )}
          </div>
          <Button type="submit" size="lg" block loading={form.processing}>
            {t('accounts.sessions.submit')}
          </Button>
          {recaptchaSiteKey && (
            <p className="text-center text-xs leading-5 text-subtle">
              {t('accounts.captcha.notice')}
            </p>
          )}
        </PostForm>
        <OauthButtons providers={oauthProviders} />
      </AuthPanel>
    </>
  )
}

SessionsCreate.layout = CompactLayout
