import type { FormEvent, ReactNode } from 'react'
import { useState } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { Check, Mail, MailWarning, ShieldCheck } from 'lucide-react'
import type { Data } from '@generated/data'
import { EMAIL } from '@domain/accounts/credentials'
import { MAIL_CODE } from '@domain/accounts/mail_codes'
import CabinetLayout, { CabinetHeading } from '~/components/accounts/cabinet_layout'
import { DevMailboxNotice } from '~/components/accounts/dev_mailbox_notice'
import { Badge } from '~/components/ui/badge'
import { Button, type ButtonProps } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useCountdown } from '~/hooks/use_countdown'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

/** The cards' titles: h2 under the page's h1 (the card primitive's title is an h3). */
const SECTION_TITLE = 'flex items-center gap-2 font-display text-lg leading-snug font-semibold'

type Settings = Data.Accounts.EmailSettings
type Step = Settings['change']['step']

type Props = {
  settings: Settings
  /** No SMTP server: letters land in the dev mailbox. */
  devMailbox: boolean
}

/** A submit button that waits for a countdown (spec §4: resend after a countdown), shown live. */
function CountdownButton({
  until,
  children,
  ...props
}: { until: string | null; children: ReactNode } & ButtonProps) {
  const t = useT()
  const seconds = useCountdown(until)
  const waiting = seconds > 0
  return (
    <Button type="submit" {...props} disabled={props.disabled || waiting}>
      {seconds ? t('accounts.email_changes.again_in', { seconds }) : children}
    </Button>
  )
}

/** Posts one named route with the given data (sending a code, a verification letter). */
function usePost(route: 'accounts.email_changes.store' | 'accounts.email_verifications.store') {
  const { locale } = useShared()
  const form = useForm({})
  return {
    processing: form.processing,
    submit:
      (data: Record<string, string> = {}) =>
      (event: FormEvent) => {
        event.preventDefault()
        form.transform(() => data)
        form.post(pageUrl(route, locale), { preserveScroll: true })
      },
  }
}

function CurrentAddress({ settings }: { settings: Settings }) {
  const t = useT()
  const resend = usePost('accounts.email_verifications.store')
  const { email, verified } = settings

  return (
    <Card>
      <CardHeader>
        <h2 className={SECTION_TITLE}>
          <Mail aria-hidden="true" className="size-5 text-accent1-text" />
          {t('accounts.email_changes.current_title')}
        </h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <span className="min-w-0 text-base font-semibold break-all text-white">
            {email ?? t('accounts.email_changes.none')}
          </span>
          {email && (
            <Badge variant={verified ? 'success' : 'warn'} dot>
              {t(
                verified ? 'accounts.email_changes.verified' : 'accounts.email_changes.unverified'
              )}
            </Badge>
          )}
        </div>
        {email && !verified && (
          <form
            onSubmit={resend.submit()}
            className="flex flex-col items-start gap-3 rounded-2xl border border-warn/25 bg-warn/6 p-4"
          >
            <p className="flex items-start gap-2 text-sm leading-6 text-muted">
              <MailWarning aria-hidden="true" className="mt-1 size-4 shrink-0 text-warn" />
              {t('accounts.email_changes.unverified_text')}
            </p>
            <CountdownButton
              until={settings.verification.resendAvailableAt}
              variant="secondary"
              size="sm"
              loading={resend.processing}
            >
              {t('accounts.email_changes.resend_verification')}
            </CountdownButton>
          </form>
        )}
      </CardContent>
    </Card>
  )
}

function StepList({ steps, current }: { steps: Step[]; current: Step }) {
  const t = useT()
  const index = steps.indexOf(current)
  return (
    <ol
      aria-label={t('accounts.email_changes.steps_label')}
      className="grid grid-cols-2 gap-2 xl:grid-cols-4"
    >
      {steps.map((step, position) => {
        const done = position < index
        const active = position === index
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2.5 rounded-xl border px-3 py-2 text-sm',
              active
                ? 'border-accent1/50 bg-accent1/12 text-white shadow-[0_0_20px_-10px_var(--glowLight)]'
                : 'border-border text-muted'
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold',
                done && 'bg-success/20 text-success',
                active &&
                  'bg-[linear-gradient(135deg,var(--doubleGradient1),var(--doubleGradient2))] text-white',
                !done && !active && 'bg-white/8 text-subtle'
              )}
            >
              {done ? <Check className="size-3.5" /> : position + 1}
            </span>
            <span>{t(`accounts.email_changes.steps.${step}`)}</span>
          </li>
        )
      })}
    </ol>
  )
}

function CodeForm({
  resendAvailableAt,
  resendData,
}: {
  resendAvailableAt: string | null
  /** What asking for a new code posts: nothing for the current address, the new address for it. */
  resendData: Record<string, string>
}) {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({ code: '' })
  const resend = usePost('accounts.email_changes.store')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(pageUrl('accounts.email_changes.update', locale), {
      preserveScroll: true,
      onFinish: () => form.reset('code'),
    })
  }

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Field
          label={t('accounts.email_changes.code_label')}
          hint={t('accounts.email_changes.code_hint')}
          error={form.errors.code}
          required
          className="sm:w-56"
        >
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={MAIL_CODE.length}
            className="font-mono text-lg tracking-[0.4em]"
            value={form.data.code}
            onChange={(event) => form.setData('code', event.target.value.trim())}
          />
        </Field>
        <Button type="submit" className="sm:mt-7" loading={form.processing}>
          <ShieldCheck aria-hidden="true" />
          {t('accounts.email_changes.confirm')}
        </Button>
      </form>
      <form onSubmit={resend.submit(resendData)}>
        <CountdownButton
          until={resendAvailableAt}
          variant="ghost"
          size="sm"
          loading={resend.processing}
        >
          {t('accounts.email_changes.resend_code')}
        </CountdownButton>
      </form>
    </div>
  )
}

function NewAddressForm({
  resendAvailableAt,
  initial,
  onCancel,
}: {
  resendAvailableAt: string | null
  initial: string
  onCancel?: () => void
}) {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({ email: initial })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(pageUrl('accounts.email_changes.store', locale), { preserveScroll: true })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t('accounts.email_changes.new_email_label')} error={form.errors.email} required>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="email"
          maxLength={EMAIL.maxLength}
          className="sm:max-w-md"
          value={form.data.email}
          onChange={(event) => form.setData('email', event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-3">
        <CountdownButton until={resendAvailableAt} loading={form.processing}>
          {t('accounts.email_changes.send_code')}
        </CountdownButton>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('accounts.email_changes.back_to_code')}
          </Button>
        )}
      </div>
    </form>
  )
}

function StepBody({ settings }: { settings: Settings }) {
  const t = useT()
  const send = usePost('accounts.email_changes.store')
  const [otherAddress, setOtherAddress] = useState(false)
  const { email, change } = settings

  switch (change.step) {
    case 'send_current_code':
      return (
        <form onSubmit={send.submit()} className="flex flex-col items-start gap-4">
          <p className="text-sm leading-6 text-muted">
            {t('accounts.email_changes.send_current_text', { email: email ?? '' })}
          </p>
          <CountdownButton until={change.resendAvailableAt} loading={send.processing}>
            {t('accounts.email_changes.send_code')}
          </CountdownButton>
        </form>
      )
    case 'confirm_current':
      return (
        <div className="flex flex-col gap-4">
          <p className="text-sm leading-6 text-muted">
            {t('accounts.email_changes.confirm_current_text', {
              email: email ?? '',
              minutes: MAIL_CODE.lifetimeMinutes,
            })}
          </p>
          <CodeForm resendAvailableAt={change.resendAvailableAt} resendData={{}} />
        </div>
      )
    case 'enter_new_email':
      return (
        <div className="flex flex-col gap-4">
          <p className="text-sm leading-6 text-muted">
            {t('accounts.email_changes.enter_new_text')}
          </p>
          <NewAddressForm resendAvailableAt={change.resendAvailableAt} initial="" />
        </div>
      )
    case 'confirm_new':
      if (otherAddress) {
        return (
          <div className="flex flex-col gap-4">
            <p className="text-sm leading-6 text-muted">
              {t('accounts.email_changes.enter_new_text')}
            </p>
            <NewAddressForm
              resendAvailableAt={change.resendAvailableAt}
              initial=""
              onCancel={() => setOtherAddress(false)}
            />
          </div>
        )
      }
      return (
        <div className="flex flex-col gap-4">
          <p className="text-sm leading-6 text-muted">
            {t('accounts.email_changes.confirm_new_text', { email: change.newEmail ?? '' })}
          </p>
          <CodeForm
            resendAvailableAt={change.resendAvailableAt}
            resendData={{ email: change.newEmail ?? '' }}
          />
          <Button
            variant="link"
            size="sm"
            className="self-start"
            onClick={() => setOtherAddress(true)}
          >
            {t('accounts.email_changes.other_address')}
          </Button>
        </div>
      )
  }
}

/** Cabinet → e-mail (spec §2, §4): the address, its verification, and the change in four steps. */
export default function EmailChangesEdit({ settings, devMailbox }: Props) {
  const t = useT()
  const { change } = settings
  const position = change.steps.indexOf(change.step) + 1

  return (
    <>
      <Head title={t('accounts.email_changes.title')} />
      <CabinetHeading
        title={t('accounts.email_changes.title')}
        intro={t('accounts.email_changes.intro')}
      />
      <div className="flex flex-col gap-6">
        {devMailbox && <DevMailboxNotice />}
        <CurrentAddress settings={settings} />
        <Card>
          <CardHeader>
            <h2 className={SECTION_TITLE}>
              <ShieldCheck aria-hidden="true" className="size-5 text-accent1-text" />
              {t(
                settings.email
                  ? 'accounts.email_changes.change_title'
                  : 'accounts.email_changes.add_title'
              )}
            </h2>
            <p className="text-xs font-semibold tracking-wider text-subtle uppercase">
              {t('accounts.email_changes.step_counter', {
                current: position,
                total: change.steps.length,
              })}
            </p>
          </CardHeader>
          <CardContent className="flex flex-col gap-6">
            <StepList steps={change.steps} current={change.step} />
            <StepBody key={change.step} settings={settings} />
          </CardContent>
        </Card>
      </div>
    </>
  )
}

EmailChangesEdit.layout = [DefaultLayout, CabinetLayout]
