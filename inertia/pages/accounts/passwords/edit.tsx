import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { KeyRound } from 'lucide-react'
import { PASSWORD } from '@domain/accounts/credentials'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import {
  HistorySection,
  type HistoryEntry,
  type HistoryProps,
} from '~/components/accounts/history_section'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Props = {
  /** False for an account made through an OAuth login: it sets its first password. */
  hasPassword: boolean
  history: HistoryProps
  historyEntries: HistoryEntry[]
}

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({
    currentPassword: '',
    password: '',
    passwordConfirmation: '',
    terminateOtherSessions: true,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.put(pageUrl('accounts.passwords.update', locale), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
      onFinish: () => form.reset('currentPassword', 'password', 'passwordConfirmation'),
    })
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 font-display text-lg leading-snug font-semibold">
          <KeyRound aria-hidden="true" className="size-5 text-accent1-text" />
          {t(hasPassword ? 'accounts.passwords.form_title' : 'accounts.passwords.form_title_set')}
        </h2>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-5">
          {hasPassword && (
            <Field
              label={t('accounts.passwords.current_password')}
              error={form.errors.currentPassword}
              required
            >
              <Input
                type="password"
                name="currentPassword"
                autoComplete="current-password"
                value={form.data.currentPassword}
                onChange={(event) => form.setData('currentPassword', event.target.value)}
              />
            </Field>
          )}
          <Field
            label={t('accounts.passwords.new_password')}
            hint={t('accounts.passwords.new_password_hint', {
              min: PASSWORD.minLength,
              max: PASSWORD.maxLength,
            })}
            error={form.errors.password}
            required
          >
            <Input
              type="password"
              name="password"
              autoComplete="new-password"
              maxLength={PASSWORD.maxLength}
              value={form.data.password}
              onChange={(event) => form.setData('password', event.target.value)}
            />
          </Field>
          <Field
            label={t('accounts.passwords.repeat_password')}
            error={form.errors.passwordConfirmation}
            required
          >
            <Input
              type="password"
              name="passwordConfirmation"
              autoComplete="new-password"
              maxLength={PASSWORD.maxLength}
              value={form.data.passwordConfirmation}
              onChange={(event) => form.setData('passwordConfirmation', event.target.value)}
            />
          </Field>
          <Field
            layout="inline"
            label={t('accounts.passwords.terminate_others')}
            hint={t('accounts.passwords.terminate_others_hint')}
            error={form.errors.terminateOtherSessions}
          >
            <Checkbox
              name="terminateOtherSessions"
              checked={form.data.terminateOtherSessions}
              onCheckedChange={(checked) =>
                form.setData('terminateOtherSessions', checked === true)
              }
            />
          </Field>
          <Button type="submit" className="self-start" loading={form.processing}>
            {t(hasPassword ? 'accounts.passwords.submit' : 'accounts.passwords.submit_set')}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

/** Cabinet → password (spec §2): change (or first set) the password; the account history. */
export default function PasswordsEdit({ hasPassword, history, historyEntries }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('accounts.passwords.title')} />
      <CabinetHeading
        title={t('accounts.passwords.title')}
        intro={t(hasPassword ? 'accounts.passwords.intro' : 'accounts.passwords.intro_set')}
      />
      <div className="flex flex-col gap-10">
        <PasswordForm hasPassword={hasPassword} />
        <HistorySection
          history={history}
          entries={historyEntries}
          route="accounts.passwords.edit"
        />
      </div>
    </>
  )
}

PasswordsEdit.layout = [DefaultLayout, CabinetLayout]
