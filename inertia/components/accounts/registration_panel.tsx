import { useState, type FormEvent } from 'react'
import { AtSign, Sparkles } from 'lucide-react'
import { EMAIL, PASSWORD } from '@domain/accounts/credentials'
import type { OauthProvider } from '@domain/accounts/oauth'
import { OauthButtons } from '~/components/accounts/oauth_buttons'
import { AuthPanel, OptionalPageLink } from '~/components/accounts/auth_panel'
import { PasswordInput } from '~/components/accounts/password_input'
import { NicknameField } from '~/components/accounts/nickname_field'
import { TermsField } from '~/components/accounts/terms_field'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { PostForm } from '~/components/ui/post_form'
import { useFieldCheck, type CheckedField, type FieldCheck } from '~/hooks/use_field_check'
import { useProgressiveForm } from '~/hooks/use_progressive_form'
import { useRecaptcha } from '~/hooks/use_recaptcha'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl, type RouteName } from '~/lib/routes'

type Props = {
  /** Where to go after registering (a same-origin path), from `?return=`. */
  returnTo: string | null
  /** Google reCAPTCHA v3 site key; null when the captcha is off. */
  recaptchaSiteKey: string | null
  /** Social logins set up on the site (the others are hidden). */
  oauthProviders: OauthProvider[]
  /** The form's action and the login page it links to: the site's or the launcher's. */
  storeRoute: RouteName
  loginRoute: RouteName
}

/** After the first blur a field is re-checked while typing, this long after the last key. */
const TYPING_DELAY_MS = 600
const BLUR_DELAY_MS = 150

function liveError(check: FieldCheck) {
  return check.status === 'invalid' ? check.message : undefined
}

/** The registration form (spec §2 register): nickname, e-mail, password twice, terms. */
export function RegistrationPanel({
  returnTo,
  recaptchaSiteKey,
  oauthProviders,
  storeRoute,
  loginRoute,
}: Props) {
  const t = useT()
  const { locale } = useShared()
  const recaptchaToken = useRecaptcha(recaptchaSiteKey)
  const { checks, check, reset } = useFieldCheck()
  const [touched, setTouched] = useState<Set<string>>(() => new Set())
  const [mismatch, setMismatch] = useState(false)
  const { form, ref } = useProgressiveForm({
    login: '',
    email: '',
    password: '',
    passwordConfirmation: '',
    acceptTerms: false,
    returnTo: returnTo ?? '',
  })
  const carryReturn = returnTo ? { return: returnTo } : undefined

  /** spec §5 'Password mismatch', checked as soon as both passwords are typed. */
  const compare = (password: string, confirmation: string) =>
    setMismatch(confirmation !== '' && password !== confirmation)

  const change = (field: CheckedField, value: string) => {
    form.setData(field, value)
    form.clearErrors(field)
    if (touched.has(field)) check(field, value, TYPING_DELAY_MS)
    else reset(field)
    if (field === 'password' && touched.has('passwordConfirmation')) {
      compare(value, form.data.passwordConfirmation)
    }
  }

  const blur = (field: CheckedField) => {
    setTouched((current) => new Set(current).add(field))
    check(field, form.data[field], BLUR_DELAY_MS)
  }

  const action = pageUrl(storeRoute, locale)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const recaptcha = await recaptchaToken('register')
    form.transform((data) => ({ ...data, recaptcha }))
    // The passwords stay filled after an error elsewhere, so fixing one field is enough.
    form.post(action)
  }

  const confirmationError =
    form.errors.passwordConfirmation ?? (mismatch ? t('errors.password_mismatch') : undefined)

  return (
    <AuthPanel
      icon={Sparkles}
      title={t('accounts.registrations.heading')}
      intro={t('accounts.registrations.intro')}
      footer={
        <>
          <span>{t('accounts.registrations.has_account')}</span>
          <OptionalPageLink route={loginRoute} query={carryReturn}>
            {t('accounts.registrations.login_link')}
          </OptionalPageLink>
        </>
      }
    >
      <PostForm ref={ref} action={action} onSubmit={submit} className="flex flex-col gap-5">
        <input type="hidden" name="returnTo" value={form.data.returnTo} />
        <NicknameField
          value={form.data.login}
          check={checks.login}
          error={form.errors.login}
          onChange={(value) => change('login', value)}
          onBlur={() => blur('login')}
        />
        <Field
          label={t('accounts.registrations.email_label')}
          hint={t('accounts.registrations.email_hint')}
          error={form.errors.email ?? liveError(checks.email)}
          required
        >
          <Input
            type="email"
            name="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={EMAIL.maxLength}
            leading={<AtSign />}
            value={form.data.email}
            onChange={(event) => change('email', event.target.value)}
            onBlur={() => blur('email')}
          />
        </Field>
        <Field
          label={t('accounts.registrations.password_label')}
          hint={t('accounts.registrations.password_hint', { min: PASSWORD.minLength })}
          error={form.errors.password ?? liveError(checks.password)}
          required
        >
          <PasswordInput
            name="password"
            autoComplete="new-password"
            maxLength={PASSWORD.maxLength}
            value={form.data.password}
            onChange={(event) => change('password', event.target.value)}
            onBlur={() => blur('password')}
          />
        </Field>
        <Field
          label={t('accounts.registrations.confirmation_label')}
          error={confirmationError}
          required
        >
          <PasswordInput
            name="passwordConfirmation"
            autoComplete="new-password"
            maxLength={PASSWORD.maxLength}
            value={form.data.passwordConfirmation}
            onChange={(event) => {
              form.setData('passwordConfirmation', event.target.value)
              form.clearErrors('passwordConfirmation')
              if (touched.has('passwordConfirmation')) {
                compare(form.data.password, event.target.value)
              }
            }}
            onBlur={() => {
              setTouched((current) => new Set(current).add('passwordConfirmation'))
              compare(form.data.password, form.data.passwordConfirmation)
            }}
          />
        </Field>
        <TermsField
          checked={form.data.acceptTerms}
          error={form.errors.acceptTerms}
          onChange={(value) => {
            form.setData('acceptTerms', value)
            form.clearErrors('acceptTerms')
          }}
        />
        <Button type="submit" size="lg" block loading={form.processing}>
          {t('accounts.registrations.submit')}
        </Button>
        {recaptchaSiteKey && (
          <p className="text-center text-xs leading-5 text-subtle">
            {t('accounts.captcha.notice')}
          </p>
        )}
      </PostForm>
      <OauthButtons providers={oauthProviders} />
    </AuthPanel>
  )
}
