import type { FocusEventHandler } from 'react'
import { CircleCheck, UserRound } from 'lucide-react'
import { NICKNAME } from '@domain/accounts/credentials'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import type { FieldCheck } from '~/hooks/use_field_check'
import { useT } from '~/hooks/use_t'

/**
 * The nickname of both sign-up forms with its live check (POST
 * user/validation): "checking…", "free" or the check's error under it.
 */
export function NicknameField({
  value,
  check,
  error,
  onChange,
  onBlur,
  onFocus,
}: {
  value: string
  check: FieldCheck
  /** The form's own error; the live check's shows when there is none. */
  error?: string
  onChange: (value: string) => void
  onBlur?: FocusEventHandler<HTMLInputElement>
  onFocus?: FocusEventHandler<HTMLInputElement>
}) {
  const t = useT()
  const shown = error ?? (check.status === 'invalid' ? check.message : undefined)
  return (
    <Field
      label={t('accounts.registrations.login_label')}
      hint={
        check.status === 'valid' && !shown ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-success">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {t('accounts.registrations.login_free')}
          </span>
        ) : check.status === 'checking' ? (
          t('accounts.registrations.checking')
        ) : (
          t('accounts.registrations.login_hint')
        )
      }
      error={shown}
      required
    >
      <Input
        name="login"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={NICKNAME.maxLength}
        leading={<UserRound />}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        onFocus={onFocus}
      />
    </Field>
  )
}
