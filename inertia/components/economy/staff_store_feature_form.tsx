import type { FormEvent } from 'react'
import { useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import type { AbilityServerOption } from '~/components/economy/staff_store_ability_form'
import { ServerField, VisibleField } from '~/components/economy/staff_store_page'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'

type Feature = Data.Economy.StaffStoreFeature.Variants['toEditable']

/** The compared-feature form of the staff catalogue: a new line (with its server) or an edit. */
export function StaffStoreFeatureForm(
  props:
    | { feature: Feature }
    | { feature: null; servers: AbilityServerOption[]; initialServer: string | null }
) {
  const t = useT()
  const { locale } = useShared()
  const feature = props.feature
  const form = useForm({
    server: feature ? '' : (props.initialServer ?? ''),
    nameRu: feature?.nameRu ?? '',
    nameEn: feature?.nameEn ?? '',
    position: String(feature?.position ?? 0),
    enabled: feature?.enabled ?? true,
  })
  const errors = form.errors as Record<string, string | undefined>
  const f = (key: string) => t(`economy.staff_store_roles.form.${key}`)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform(({ server, ...data }) => (feature ? data : { server, ...data }))
    if (feature)
      form.put(pageUrl('economy.staff_store_features.update', locale, { id: feature.id }))
    else form.post(pageUrl('economy.staff_store_features.store', locale))
  }

  const text = (name: 'nameRu' | 'nameEn' | 'position', label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]} required>
      <Input
        name={name}
        autoComplete="off"
        inputMode={name === 'position' ? 'numeric' : undefined}
        value={form.data[name]}
        onChange={(event) => form.setData(name, event.target.value)}
      />
    </Field>
  )

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Card>
        <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
          {feature ? (
            <p className="text-sm text-muted md:col-span-2">{feature.server.name}</p>
          ) : (
            <ServerField
              servers={props.servers}
              value={form.data.server}
              error={errors.server}
              onValueChange={(value) => form.setData('server', value)}
            />
          )}
          {text('position', f('rank'), t('economy.staff_store_features.position_hint'))}
          {text('nameRu', f('name_ru'))}
          {text('nameEn', f('name_en'))}
          <VisibleField
            label={t('economy.staff_store_features.enabled')}
            hint={t('economy.staff_store_features.enabled_hint')}
            error={errors.enabled}
            checked={form.data.enabled}
            onCheckedChange={(checked) => form.setData('enabled', checked)}
          />
        </CardContent>
      </Card>
      <Button type="submit" className="self-start" loading={form.processing}>
        {feature ? f('submit_update') : t('economy.staff_store_features.submit_create')}
      </Button>
    </form>
  )
}
