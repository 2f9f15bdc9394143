import { useEffect, useState, type FormEvent } from 'react'
import { Head } from '@inertiajs/react'
import { LogIn, UserRound } from 'lucide-react'
import { EMAIL, PASSWORD } from '@domain/accounts/credentials'
import type { OauthProvider } from '@domain/accounts/oauth'
import type { LauncherSystemData } from '@domain/launcher/local_api'
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
import { LauncherApi } from '~/lib/launcher_api'
import { pageUrl } from '~/lib/routes'
import LauncherCompactLayout from '~/layouts/launcher_compact'

type Props = {
  recaptchaSiteKey: string | null
  oauthProviders: OauthProvider[]
  /** The launcher's local API, asked for this machine's system data. */
  localApiUrl: string
}

/** The launcher's session labels only the machine's own facts (spec §7 systemData). */
function sessionMachine(data: LauncherSystemData) {
  const { os, osVersion, arch, javaVersion, ramMb } = data
  return { os, osVersion, arch, javaVersion, ramMb }
}

/**
 * /{lang}/launcher/login (spec §2): nickname or e-mail and password; the
 * session it opens is a launcher session labelled with this machine.
 */
export default function LauncherSessionsCreate({
  recaptchaSiteKey,
  oauthProviders,
  localApiUrl,
}: Props) {
  const t = useT()
  const { locale } = useShared()
  const recaptchaToken = useRecaptcha(recaptchaSiteKey)
  const { form, ref } = useProgressiveForm({ login: '', password: '' })
  const [machine, setMachine] = useState<ReturnType<typeof sessionMachine> | null>(null)

  useEffect(() => {
    new LauncherApi(localApiUrl)
      .systemData()
      .then((data) => setMachine(sessionMachine(data)))
      // Without the launcher the session is still opened, its machine unknown.
      .catch(() => setMachine(null))
  }, [localApiUrl])

  const action = pageUrl('launcher.sessions.store', locale)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const recaptcha = await recaptchaToken('login')
    form.transform((data) => ({ ...data, recaptcha, ...(machine ? { systemData: machine } : {}) }))
    form.post(action, { onFinish: () => form.reset('password') })
  }

  const change = (field: 'login' | 'password', value: string) => {
    form.setData(field, value)
    form.clearErrors()
  }

  return (
    <>
      <Head title={t('launcher.sessions.title')} />
      <AuthPanel
        icon={LogIn}
        title={t('launcher.sessions.heading')}
        intro={t('launcher.sessions.intro')}
        footer={
          <>
            <span>{t('launcher.sessions.no_account')}</span>
            <OptionalPageLink route="launcher.registrations.create">
              {t('launcher.sessions.register_link')}
            </OptionalPageLink>
          </>
        }
      >
        <PostForm ref={ref} action={action} onSubmit={submit} className="flex flex-col gap-4">
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
            <OptionalPageLink
              route="launcher.password_resets.create"
              className="self-end text-sm text-muted"
            >
              {t('launcher.sessions.forgot')}
            </OptionalPageLink>
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

LauncherSessionsCreate.layout = LauncherCompactLayout
