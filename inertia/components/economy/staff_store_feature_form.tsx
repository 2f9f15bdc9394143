import { useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import {
  CatalogueForm,
  CatalogueTextField,
  ServerField,
  VisibleField,
  type ServerPicker,
} from '~/components/economy/staff_store_page'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'

type Feature = Data.Economy.StaffStoreFeature.Variants['toEditable']

/** The compared-feature form of the staff catalogue: a new line (with its server) or an edit. */
export function StaffStoreFeatureForm(
  props: { feature: Feature } | ({ feature: null } & ServerPicker)
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
  const text = (name: 'nameRu' | 'nameEn' | 'position', label: string, hint?: string) => (
    <CatalogueTextField
      name={name}
      label={label}
      hint={hint}
      error={errors[name]}
      inputMode={name === 'position' ? 'numeric' : undefined}
      value={form.data[name]}
      onChange={(value) => form.setData(name, value)}
    />
  )

  return (
    <CatalogueForm
      form={form}
      fixed={['server']}
      store={pageUrl('economy.staff_store_features.store', locale)}
      update={feature && pageUrl('economy.staff_store_features.update', locale, { id: feature.id })}
      submitLabel={feature ? f('submit_update') : t('economy.staff_store_features.submit_create')}
    >
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
    </CatalogueForm>
  )
}
