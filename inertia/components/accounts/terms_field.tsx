import { OptionalPageLink } from '~/components/accounts/auth_panel'
import { Checkbox } from '~/components/ui/checkbox'
import { Field } from '~/components/ui/field'
import { useT } from '~/hooks/use_t'

/** spec §5: the terms the checkbox accepts, by their (future) pages. */
const DOCUMENTS = [
  { route: 'content.offer.show', label: 'accounts.registrations.offer' },
  { route: 'content.privacy.show', label: 'accounts.registrations.privacy' },
  { route: 'content.rules.show', label: 'accounts.registrations.rules' },
] as const

/** The required "I accept the terms" checkbox of both sign-up forms, a native `acceptTerms`. */
export function TermsField({
  checked,
  error,
  onChange,
}: {
  checked: boolean
  error?: string
  onChange: (checked: boolean) => void
}) {
  const t = useT()
  return (
    <Field
      layout="inline"
      label={t('accounts.registrations.terms_label')}
      hint={
        <span className="flex flex-wrap gap-x-3 gap-y-1">
          <span className="sr-only">{t('accounts.registrations.terms_documents')}:</span>
          {DOCUMENTS.map((document) => (
            <OptionalPageLink key={document.route} route={document.route} newTab>
              {t(document.label)}
            </OptionalPageLink>
          ))}
        </span>
      }
      error={error}
      required
    >
      <Checkbox
        name="acceptTerms"
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
      />
    </Field>
  )
}
