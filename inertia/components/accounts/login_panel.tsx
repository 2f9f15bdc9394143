import type { FormEvent } from 'react'
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
import { hasRoute, pageUrl, type RouteName } from '~/lib/routes'

type Props = {
  /** Where to go after logging in (a same-origin path), from `?return=`. */
  returnTo?: string | null
  /** Google reCAPTCHA v3 site key; null when the captcha is off. */
  recaptchaSiteKey: string | null
  /** OAuth logins set up on the site (the others are hidden). */
  oauthProviders: OauthProvider[]
  /** The form's action and the pages it links to: the site's or the launcher's. */
  storeRoute: RouteName
  registerRoute: RouteName
  resetRoute: RouteName
  /** The namespace of the heading, intro and links (`accounts.sessions`, `launcher.sessions`). */
  texts: 'accounts.sessions' | 'launcher.sessions'
  /** More to post with the credentials, and to start an OAuth login with (the launcher's machine). */
  extra?: Record<string, string | number>
}

/** The login form (spec §2 login, launcher/login): nickname or e-mail and password, and OAuth. */
export function LoginPanel({
  returnTo = null,
  recaptchaSiteKey,
  oauthProviders,
  storeRoute,
  registerRoute,
  resetRoute,
  texts,
  extra,
}: Props) {
  const t = useT()
  const { locale } = useShared()
  const recaptchaToken = useRecaptcha(recaptchaSiteKey)
  const { form, ref } = useProgressiveForm({ login: '', password: '', returnTo: returnTo ?? '' })
  const carryReturn = returnTo ? { return: returnTo } : undefined

  const action = pageUrl(storeRoute, locale)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const recaptcha = await recaptchaToken('login')
    form.transform((data) => ({ ...data, recaptcha, ...(extra ? { systemData: extra } : {}) }))
    form.post(action, { onFinish: () => form.reset('password') })
  }

  /** A wrong login or password is about both fields: retyping either clears it. */
  const change = (field: 'login' | 'password', value: string) => {
    form.setData(field, value)
    form.clearErrors()
  }

  return (
    <AuthPanel
      icon={LogIn}
      title={t(`${texts}.heading`)}
      intro={t(`${texts}.intro`)}
      footer={
        <>
          <span>{t(`${texts}.no_account`)}</span>
          <OptionalPageLink route={registerRoute} query={carryReturn}>
            {t(`${texts}.register_link`)}
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
          {hasRoute(resetRoute) && (
            <OptionalPageLink route={resetRoute} className="self-end text-sm text-muted">
              {t(`${texts}.forgot`)}
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
      <OauthButtons
        providers={oauthProviders}
        query={
          extra
            ? Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, String(value)]))
            : undefined
        }
      />
    </AuthPanel>
  )
}
