import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import { Plus, Trash2 } from 'lucide-react'
import type { Data } from '@generated/data'
import { VisibleField } from '~/components/economy/staff_store_page'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Select } from '~/components/ui/select'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'

type Kit = Data.Economy.StaffStoreKit.Variants['toEditable']
export type KitRoleOption = {
  id: number
  server: { slug: string; name: string }
  nameRu: string
  nameEn: string
}

/**
 * The kit form of the staff catalogue, new or edit: the role that lets
 * players claim it, names, how often, and what it holds as the game names it.
 */
export function StaffStoreKitForm({
  kit,
  roles,
  initialRole = null,
}: {
  kit: Kit | null
  roles: KitRoleOption[]
  initialRole?: number | null
}) {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({
    role: String(kit?.roleId ?? initialRole ?? ''),
    nameRu: kit?.nameRu ?? '',
    nameEn: kit?.nameEn ?? '',
    claimInterval: String(kit?.claimInterval ?? 1),
    claimUnit: kit?.claimUnit ?? 'days',
    items: (kit?.items ?? [{ name: '', amount: 1 }]).map((item) => ({
      name: item.name,
      amount: String(item.amount),
    })),
    position: String(kit?.position ?? 0),
    enabled: kit?.enabled ?? true,
  })
  const errors = form.errors as Record<string, string | undefined>
  const k = (key: string, data?: Record<string, string | number>) =>
    t(`economy.staff_store_kits.${key}`, data)
  const f = (key: string) => t(`economy.staff_store_roles.form.${key}`)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (kit) form.put(pageUrl('economy.staff_store_kits.update', locale, { id: kit.id }))
    else form.post(pageUrl('economy.staff_store_kits.store', locale))
  }

  type Text = 'nameRu' | 'nameEn' | 'claimInterval' | 'position'
  const text = (name: Text, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]} required>
      <Input
        name={name}
        autoComplete="off"
        inputMode={name === 'nameRu' || name === 'nameEn' ? undefined : 'numeric'}
        value={form.data[name]}
        onChange={(event) => form.setData(name, event.target.value)}
      />
    </Field>
  )
  const setItem = (index: number, patch: Partial<{ name: string; amount: string }>) =>
    form.setData(
      'items',
      form.data.items.map((item, at) => (at === index ? { ...item, ...patch } : item))
    )

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Card>
        <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
          <Field label={k('role')} error={errors.role} required>
            <Select
              name="role"
              value={form.data.role}
              placeholder={k('role_placeholder')}
              options={roles.map((role) => ({
                value: String(role.id),
                label: `${role.server.name} · ${locale === 'en' ? role.nameEn : role.nameRu}`,
              }))}
              onValueChange={(value) => form.setData('role', value)}
            />
          </Field>
          {text('position', f('rank'), k('position_hint'))}
          {text('nameRu', f('name_ru'))}
          {text('nameEn', f('name_en'))}
          {text('claimInterval', k('interval'), k('interval_hint'))}
          <Field label={k('unit')} error={errors.claimUnit} required>
            <Select
              name="claimUnit"
              value={form.data.claimUnit}
              options={(['hours', 'days'] as const).map((unit) => ({
                value: unit,
                label: k(`units.${unit}`),
              }))}
              onValueChange={(value) => form.setData('claimUnit', value as 'hours' | 'days')}
            />
          </Field>
          <VisibleField
            label={f('enabled')}
            hint={k('enabled_hint')}
            error={errors.enabled}
            checked={form.data.enabled}
            onCheckedChange={(checked) => form.setData('enabled', checked)}
          />
        </CardContent>
      </Card>

      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <h2 className="text-base font-semibold text-white">{k('items')}</h2>
          <p className="text-sm text-muted">{k('items_hint')}</p>
          {errors.items && (
            <p role="alert" className="text-sm font-medium text-danger">
              {errors.items}
            </p>
          )}
          {form.data.items.map((item, index) => (
            <fieldset
              key={index}
              className="grid items-end gap-3 rounded-xl border border-border p-4 sm:grid-cols-[1fr_8rem_auto]"
            >
              <legend className="sr-only">{k('item_n', { n: index + 1 })}</legend>
              <Field label={k('item_name')} error={errors[`items.${index}.name`]} required>
                <Input
                  autoComplete="off"
                  value={item.name}
                  onChange={(event) => setItem(index, { name: event.target.value })}
                />
              </Field>
              <Field label={k('item_amount')} error={errors[`items.${index}.amount`]} required>
                <Input
                  autoComplete="off"
                  inputMode="numeric"
                  value={item.amount}
                  onChange={(event) => setItem(index, { amount: event.target.value })}
                />
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-end"
                disabled={form.data.items.length === 1}
                aria-label={k('remove_item', { n: index + 1 })}
                onClick={() =>
                  form.setData(
                    'items',
                    form.data.items.filter((_, at) => at !== index)
                  )
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </fieldset>
          ))}
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => form.setData('items', [...form.data.items, { name: '', amount: '1' }])}
          >
            <Plus aria-hidden="true" className="size-4" />
            {k('add_item')}
          </Button>
        </CardContent>
      </Card>

      <Button type="submit" className="self-start" loading={form.processing}>
        {kit ? f('submit_update') : k('submit_create')}
      </Button>
    </form>
  )
}
