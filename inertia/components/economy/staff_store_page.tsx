import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { AppLink } from '~/components/app/app_link'
import { Checkbox } from '~/components/ui/checkbox'
import { Field } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import { useT } from '~/hooks/use_t'

/** A form page of the staff catalogue: the way back, its title, the form. */
export function StaffStorePage({ title, children }: { title: string; children: ReactNode }) {
  const t = useT()
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Head title={title} />
      <AppLink
        route="economy.staff_store_roles.index"
        className="self-start text-sm text-accent1-text underline"
      >
        {t('economy.staff_store_roles.back')}
      </AppLink>
      <h1 className="font-display text-3xl font-semibold break-words text-white">{title}</h1>
      {children}
    </div>
  )
}

/** The "visible" box of every catalogue form: items are hidden, never deleted. */
export function VisibleField({
  label,
  hint,
  error,
  checked,
  onCheckedChange,
}: {
  label: string
  hint: string
  error?: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}) {
  return (
    <Field label={label} hint={hint} layout="inline" error={error}>
      <Checkbox name="enabled" checked={checked} onCheckedChange={onCheckedChange} />
    </Field>
  )
}

/** The server a new catalogue item goes on; fixed once created. */
export function ServerField({
  servers,
  value,
  error,
  onValueChange,
}: {
  servers: { slug: string; name: string }[]
  value: string
  error?: string
  onValueChange: (value: string) => void
}) {
  const t = useT()
  return (
    <Field label={t('economy.staff_store_roles.form.server')} error={error} required>
      <Select
        name="server"
        value={value}
        placeholder={t('economy.staff_store_roles.form.server_placeholder')}
        options={servers.map((server) => ({ value: server.slug, label: server.name }))}
        onValueChange={onValueChange}
      />
    </Field>
  )
}
