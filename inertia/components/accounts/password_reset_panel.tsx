import type { FormEvent, ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import { KeyRound, Mail } from 'lucide-react'
import { EMAIL } from '@domain/accounts/credentials'
import { AuthPanel } from '~/components/accounts/auth_panel'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useRecaptcha } from '~/hooks/use_recaptcha'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl, type RouteName } from '~/lib/routes'

type Props = {
  /** Google reCAPTCHA v3 site key; null when the captcha is off. */
  recaptchaSiteKey: string | null
  /** The form's action: the site's or the launcher's. */
  storeRoute: RouteName
  /** The namespace of the heading, intro, label and button. */
  texts: 'accounts.password_resets' | 'launcher.password_resets'
  /** The way back to the login page under the form. */
  footer: ReactNode
}

/** The password reset request (spec §2 reset, launcher/reset, §4): the account's e-mail. */
export function PasswordResetPanel({ recaptchaSiteKey, storeRoute, texts, footer }: Props) {
  const t = useT()
  const { locale } = useShared()
  const recaptchaToken = useRecaptcha(recaptchaSiteKey)
  const form = useForm({ email: '' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const recaptcha = await recaptchaToken('password_reset')
    form.transform((data) => ({ ...data, recaptcha }))
    form.post(pageUrl(storeRoute, locale))
  }

  return (
    <AuthPanel
      icon={KeyRound}
      title={t(`${texts}.heading`)}
      intro={t(`${texts}.intro`)}
      footer={footer}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <Field label={t(`${texts}.email_label`)} error={form.errors.email} required>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            maxLength={EMAIL.maxLength}
            leading={<Mail />}
            value={form.data.email}
            onChange={(event) => form.setData('email', event.target.value)}
          />
        </Field>
        <Button type="submit" size="lg" block loading={form.processing}>
          {t(`${texts}.submit`)}
        </Button>
        {recaptchaSiteKey && (
          <p className="text-center text-xs leading-5 text-subtle">
            {t('accounts.captcha.notice')}
          </p>
        )}
      </form>
    </AuthPanel>
  )
}
