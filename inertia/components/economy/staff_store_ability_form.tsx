import { useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { kopecksToRubles } from '@domain/economy/store_catalogue'
import {
  CatalogueForm,
  CatalogueTextField,
  ServerField,
  VisibleField,
  type ServerPicker,
} from '~/components/economy/staff_store_page'
import { Field } from '~/components/ui/field'
import { Textarea } from '~/components/ui/textarea'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'

type Ability = Data.Economy.StaffStoreAbility.Variants['toEditable']

/**
 * The ability form of the staff catalogue: a new ability (with its server
 * and slug) or an edit. The price is typed in rubles; the server keeps kopecks.
 */
export function StaffStoreAbilityForm(
  props: { ability: Ability } | ({ ability: null } & ServerPicker)
) {
  const t = useT()
  const { locale } = useShared()
  const ability = props.ability
  const form = useForm({
    server: ability ? '' : (props.initialServer ?? ''),
    slug: '',
    nameRu: ability?.nameRu ?? '',
    nameEn: ability?.nameEn ?? '',
    descriptionRu: ability?.descriptionRu ?? '',
    descriptionEn: ability?.descriptionEn ?? '',
    price: ability ? kopecksToRubles(ability.price) : '',
    grantCommand: ability?.grantCommand ?? 'lp user {nickname} permission set {group} true',
    position: String(ability?.position ?? 0),
    enabled: ability?.enabled ?? true,
  })
  const errors = form.errors as Record<string, string | undefined>
  type Name = Exclude<keyof typeof form.data, 'enabled'>

  const text = (name: Name, label: string, hint?: string) =>
    name.startsWith('description') ? (
      <Field label={label} hint={hint} error={errors[name]} required>
        <Textarea
          name={name}
          value={form.data[name]}
          onChange={(event) => form.setData(name, event.target.value)}
        />
      </Field>
    ) : (
      <CatalogueTextField
        name={name}
        label={label}
        hint={hint}
        error={errors[name]}
        inputMode={name === 'price' ? 'decimal' : undefined}
        value={form.data[name]}
        onChange={(value) => form.setData(name, value)}
      />
    )
  const f = (key: string) => t(`economy.staff_store_roles.form.${key}`)

  return (
    <CatalogueForm
      form={form}
      fixed={['server', 'slug']}
      store={pageUrl('economy.staff_store_abilities.store', locale)}
      update={
        ability && pageUrl('economy.staff_store_abilities.update', locale, { id: ability.id })
      }
      submitLabel={ability ? f('submit_update') : t('economy.staff_store_abilities.submit_create')}
    >
      {ability ? (
        <p className="text-sm text-muted md:col-span-2">
          {t('economy.staff_store_abilities.fixed', {
            server: ability.server.name,
            slug: ability.slug,
          })}
        </p>
      ) : (
        <>
          <ServerField
            servers={props.servers}
            value={form.data.server}
            error={errors.server}
            onValueChange={(value) => form.setData('server', value)}
          />
          {text('slug', t('economy.staff_store_abilities.slug'), f('slug_hint'))}
        </>
      )}
      {text('nameRu', f('name_ru'))}
      {text('nameEn', f('name_en'))}
      {text('descriptionRu', f('description_ru'))}
      {text('descriptionEn', f('description_en'))}
      {text('price', t('economy.staff_store_abilities.price'), f('price_hint'))}
      {text('position', f('rank'), t('economy.staff_store_abilities.position_hint'))}
      {text('grantCommand', f('grant_command'), f('command_hint'))}
      <VisibleField
        label={f('enabled')}
        hint={t('economy.staff_store_abilities.enabled_hint')}
        error={errors.enabled}
        checked={form.data.enabled}
        onCheckedChange={(checked) => form.setData('enabled', checked)}
      />
    </CatalogueForm>
  )
}
