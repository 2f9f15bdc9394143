import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { KeyRound, LinkIcon } from 'lucide-react'
import { PASSWORD } from '@domain/accounts/credentials'
import { AuthPanel, OptionalPageLink } from '~/components/accounts/auth_panel'
import { DateTime } from '~/components/accounts/date_time'
import { PasswordInput } from '~/components/accounts/password_input'
import { AppLink } from '~/components/app/app_link'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import CompactLayout from '~/layouts/compact'

type Props = {
  token: string
  /** Why the link no longer works; null while it does. */
  problem: 'invalid' | 'expired' | 'used' | null
  /** Until when the link works (ISO 8601 UTC). */
  expiresAt: string | null
}

function BrokenLink({ problem }: { problem: NonNullable<Props['problem']> }) {
  const t = useT()
  return (
    <>
      <Head title={t('accounts.password_restores.title')} />
      <AuthPanel
        icon={LinkIcon}
        title={t('accounts.password_restores.problem_heading')}
        intro={t(`accounts.password_restores.link_${problem}`)}
      >
        <Button asChild size="lg" block>
          <AppLink route="accounts.password_resets.create">
            {t('accounts.password_restores.request_again')}
          </AppLink>
        </Button>
      </AuthPanel>
    </>
  )
}

/** spec §2 /{lang}/restore?token=…: a new password, typed twice, through the letter's link. */
export default function PasswordRestoresEdit({ token, problem, expiresAt }: Props) {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({ token, password: '', passwordConfirmation: '' })

  if (problem) return <BrokenLink problem={problem} />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.put(pageUrl('accounts.password_restores.update', locale), {
      onFinish: () => form.reset('password', 'passwordConfirmation'),
    })
  }

  return (
    <>
      <Head title={t('accounts.password_restores.title')} />
      <AuthPanel
        icon={KeyRound}
        title={t('accounts.password_restores.heading')}
        intro={t('accounts.password_restores.intro')}
        footer={
          <OptionalPageLink route="accounts.sessions.create">
            {t('accounts.password_resets.back_to_login')}
          </OptionalPageLink>
        }
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <Field
            label={t('accounts.password_restores.password_label')}
            hint={t('accounts.password_restores.password_hint', {
              min: PASSWORD.minLength,
              max: PASSWORD.maxLength,
            })}
            error={form.errors.password}
            required
          >
            <PasswordInput
              name="password"
              autoComplete="new-password"
              maxLength={PASSWORD.maxLength}
              value={form.data.password}
              onChange={(event) => form.setData('password', event.target.value)}
            />
          </Field>
          <Field
            label={t('accounts.password_restores.confirmation_label')}
            error={form.errors.passwordConfirmation ?? form.errors.token}
            required
          >
            <PasswordInput
              name="passwordConfirmation"
              autoComplete="new-password"
              maxLength={PASSWORD.maxLength}
              value={form.data.passwordConfirmation}
              onChange={(event) => form.setData('passwordConfirmation', event.target.value)}
            />
          </Field>
          {expiresAt && (
            <p className="text-sm leading-6 text-subtle">
              {t('accounts.password_restores.expires')}{' '}
              <DateTime value={expiresAt} className="font-medium text-muted" />
            </p>
          )}
          <Button type="submit" size="lg" block loading={form.processing}>
            {t('accounts.password_restores.submit')}
          </Button>
        </form>
      </AuthPanel>
    </>
  )
}

PasswordRestoresEdit.layout = CompactLayout
