import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { KeyRound, Mail } from 'lucide-react'
import { EMAIL } from '@domain/accounts/credentials'
import { AuthPanel, OptionalPageLink } from '~/components/accounts/auth_panel'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useRecaptcha } from '~/hooks/use_recaptcha'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import LauncherCompactLayout from '~/layouts/launcher_compact'

/** spec §2 /{lang}/launcher/reset, §4: the account's e-mail; then 'letter sent'. */
export default function LauncherPasswordResetsCreate({
  recaptchaSiteKey,
}: {
  recaptchaSiteKey: string | null
}) {
  const t = useT()
  const { locale } = useShared()
  const recaptchaToken = useRecaptcha(recaptchaSiteKey)
  const form = useForm({ email: '' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const recaptcha = await recaptchaToken('password_reset')
    form.transform((data) => ({ ...data, recaptcha }))
    form.post(pageUrl('launcher.password_resets.store', locale))
  }

  return (
    <>
      <Head title={t('launcher.password_resets.title')} />
      <AuthPanel
        icon={KeyRound}
        title={t('launcher.password_resets.heading')}
        intro={t('launcher.password_resets.intro')}
        footer={
          <OptionalPageLink route="launcher.sessions.create">
            {t('launcher.password_resets.back')}
          </OptionalPageLink>
        }
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field
            label={t('launcher.password_resets.email_label')}
            error={form.errors.email}
            required
          >
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
            {t('launcher.password_resets.submit')}
          </Button>
        </form>
      </AuthPanel>
    </>
  )
}

LauncherPasswordResetsCreate.layout = LauncherCompactLayout
