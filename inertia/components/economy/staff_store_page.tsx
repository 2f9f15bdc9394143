import type { FormEvent, ReactNode } from 'react'
import { Head, type InertiaFormProps } from '@inertiajs/react'
import { AppLink } from '~/components/app/app_link'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
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

/** A new item's page props (#http/staff_store serverPicker): the servers and the one preselected. */
export type ServerPicker = {
  servers: { slug: string; name: string }[]
  initialServer: string | null
}

/**
 * A catalogue form: its fields on a card, then the submit button. A new item posts every
 * field to `store`; an edit puts all but those `fixed` at creation (server, slug) to `update`.
 */
export function CatalogueForm<Fields extends Record<string, unknown>>({
  form,
  fixed,
  store,
  update,
  submitLabel,
  children,
}: {
  form: InertiaFormProps<Fields>
  fixed: (keyof Fields)[]
  store: string
  update: string | null
  submitLabel: string
  children: ReactNode
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!update) return form.post(store)
    form.transform((data) =>
      Object.fromEntries(
        Object.entries(data).filter(([name]) => !(fixed as PropertyKey[]).includes(name))
      )
    )
    form.put(update)
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Card>
        <CardContent className="grid gap-4 pt-6 md:grid-cols-2">{children}</CardContent>
      </Card>
      <Button type="submit" className="self-start" loading={form.processing}>
        {submitLabel}
      </Button>
    </form>
  )
}

/** A required one-line field of a catalogue form. */
export function CatalogueTextField({
  name,
  label,
  hint,
  error,
  value,
  inputMode,
  onChange,
}: {
  name: string
  label: string
  hint?: string
  error?: string
  value: string
  inputMode?: 'numeric' | 'decimal'
  onChange: (value: string) => void
}) {
  return (
    <Field label={label} hint={hint} error={error} required>
      <Input
        name={name}
        autoComplete="off"
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  )
}
