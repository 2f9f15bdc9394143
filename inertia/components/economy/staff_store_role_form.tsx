import type { FormEvent, ReactNode } from 'react'
import { useForm } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { kopecksToRubles } from '@domain/economy/store_catalogue'
import { ServerField, VisibleField } from '~/components/economy/staff_store_page'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Textarea } from '~/components/ui/textarea'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'

export type FeatureOption = { id: number; nameRu: string; nameEn: string }
export type ServerOption = { slug: string; name: string; features: FeatureOption[] }
type Role = Data.Economy.StaffStoreRole.Variants['toEditable']

type FeatureValue = { included: boolean; valueRu: string; valueEn: string }

const NO_FEATURE: FeatureValue = { included: false, valueRu: '', valueEn: '' }

function initialData(role: Role | null, initialServer: string | null) {
  const values: Record<string, FeatureValue> = {}
  for (const feature of role?.features ?? []) {
    values[feature.id] = {
      included: true,
      valueRu: feature.valueRu ?? '',
      valueEn: feature.valueEn ?? '',
    }
  }
  const price = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : kopecksToRubles(value)
  return {
    server: initialServer ?? '',
    slug: '',
    nameRu: role?.nameRu ?? '',
    nameEn: role?.nameEn ?? '',
    descriptionRu: role?.descriptionRu ?? '',
    descriptionEn: role?.descriptionEn ?? '',
    color: role?.color ?? '#4f8cff',
    rank: String(role?.rank ?? 0),
    discountPercent: String(role?.discountPercent ?? 0),
    priceMonth: price(role?.prices.month),
    priceQuarter: price(role?.prices.quarter),
    priceForever: price(role?.prices.forever),
    grantCommand: role?.grantCommand ?? 'lp user {nickname} parent add {group}',
    revokeCommand: role?.revokeCommand ?? 'lp user {nickname} parent remove {group}',
    enabled: role?.enabled ?? true,
    features: values,
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="font-display text-lg font-semibold text-white">{title}</h2>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">{children}</CardContent>
    </Card>
  )
}

/**
 * The role form of the staff catalogue: a new role (with its server and
 * slug) or an edit. Prices are typed in rubles and posted as typed; the
 * server converts them to kopecks.
 */
export function StaffStoreRoleForm(
  props:
    | { role: Role; features: FeatureOption[] }
    | { role: null; servers: ServerOption[]; initialServer: string | null }
) {
  const t = useT()
  const { locale } = useShared()
  const role = props.role
  const form = useForm(initialData(role, role ? null : props.initialServer))
  const errors = form.errors as Record<string, string | undefined>
  const features = role
    ? props.features
    : (props.servers.find((server) => server.slug === form.data.server)?.features ?? [])
  const nameOf = (row: { nameRu: string; nameEn: string }) =>
    locale === 'en' ? row.nameEn : row.nameRu

  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({
      ...(role ? {} : { server: data.server, slug: data.slug }),
      nameRu: data.nameRu,
      nameEn: data.nameEn,
      descriptionRu: data.descriptionRu,
      descriptionEn: data.descriptionEn,
      color: data.color,
      rank: data.rank,
      discountPercent: data.discountPercent,
      priceMonth: data.priceMonth,
      // Empty: not sold for that period.
      priceQuarter: data.priceQuarter.trim() || null,
      priceForever: data.priceForever.trim() || null,
      grantCommand: data.grantCommand,
      revokeCommand: data.revokeCommand,
      enabled: data.enabled,
      features: features
        .filter((feature) => data.features[feature.id]?.included)
        .map((feature) => ({
          id: feature.id,
          valueRu: data.features[feature.id].valueRu.trim() || null,
          valueEn: data.features[feature.id].valueEn.trim() || null,
        })),
    }))
    if (role) form.put(pageUrl('economy.staff_store_roles.update', locale, { id: role.id }))
    else form.post(pageUrl('economy.staff_store_roles.store', locale))
  }

  const text = (name: keyof ReturnType<typeof initialData>, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]} required>
      <Input
        name={name}
        autoComplete="off"
        value={String(form.data[name])}
        onChange={(event) => form.setData(name, event.target.value)}
      />
    </Field>
  )
  const price = (name: 'priceMonth' | 'priceQuarter' | 'priceForever', label: string) => (
    <Field
      label={label}
      hint={t(
        `economy.staff_store_roles.form.${name === 'priceMonth' ? 'price_hint' : 'price_optional_hint'}`
      )}
      error={errors[name]}
      required={name === 'priceMonth'}
    >
      <Input
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={form.data[name]}
        onChange={(event) => form.setData(name, event.target.value)}
      />
    </Field>
  )
  const setFeature = (id: number, change: Partial<FeatureValue>) =>
    form.setData('features', {
      ...form.data.features,
      [id]: { ...(form.data.features[id] ?? NO_FEATURE), ...change },
    })

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Section title={t('economy.staff_store_roles.sections.identity')}>
        {role ? (
          <p className="text-sm text-muted md:col-span-2">
            {t('economy.staff_store_roles.form.fixed', {
              server: role.server.name,
              slug: role.slug,
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
            {text(
              'slug',
              t('economy.staff_store_roles.form.slug'),
              t('economy.staff_store_roles.form.slug_hint')
            )}
          </>
        )}
        <VisibleField
          label={t('economy.staff_store_roles.form.enabled')}
          hint={t('economy.staff_store_roles.form.enabled_hint')}
          error={errors.enabled}
          checked={form.data.enabled}
          onCheckedChange={(checked) => form.setData('enabled', checked)}
        />
        {text(
          'rank',
          t('economy.staff_store_roles.form.rank'),
          t('economy.staff_store_roles.form.rank_hint')
        )}
      </Section>

      <Section title={t('economy.staff_store_roles.sections.names')}>
        {text('nameRu', t('economy.staff_store_roles.form.name_ru'))}
        {text('nameEn', t('economy.staff_store_roles.form.name_en'))}
        {(['descriptionRu', 'descriptionEn'] as const).map((name) => (
          <Field
            key={name}
            label={t(
              `economy.staff_store_roles.form.${name === 'descriptionRu' ? 'description_ru' : 'description_en'}`
            )}
            error={errors[name]}
            required
          >
            <Textarea
              name={name}
              value={form.data[name]}
              onChange={(event) => form.setData(name, event.target.value)}
            />
          </Field>
        ))}
        {text(
          'color',
          t('economy.staff_store_roles.form.color'),
          t('economy.staff_store_roles.form.color_hint')
        )}
      </Section>

      <Section title={t('economy.staff_store_roles.sections.prices')}>
        {price('priceMonth', t('economy.staff_store_roles.form.price_month'))}
        {price('priceQuarter', t('economy.staff_store_roles.form.price_quarter'))}
        {price('priceForever', t('economy.staff_store_roles.form.price_forever'))}
        {text(
          'discountPercent',
          t('economy.staff_store_roles.form.discount'),
          t('economy.staff_store_roles.form.discount_hint')
        )}
      </Section>

      <Section title={t('economy.staff_store_roles.sections.commands')}>
        {text(
          'grantCommand',
          t('economy.staff_store_roles.form.grant_command'),
          t('economy.staff_store_roles.form.command_hint')
        )}
        {text(
          'revokeCommand',
          t('economy.staff_store_roles.form.revoke_command'),
          t('economy.staff_store_roles.form.command_hint')
        )}
      </Section>

      {features.length > 0 && (
        <Section title={t('economy.staff_store_roles.sections.features')}>
          {features.map((feature) => {
            const value = form.data.features[feature.id]
            // The server names a value's error by its place among the included features.
            const index = features
              .filter((row) => form.data.features[row.id]?.included)
              .indexOf(feature)
            return (
              <fieldset
                key={feature.id}
                className="flex flex-col gap-3 rounded-xl border border-border p-4"
              >
                <legend className="sr-only">{nameOf(feature)}</legend>
                <Field label={nameOf(feature)} layout="inline">
                  <Checkbox
                    checked={value?.included ?? false}
                    onCheckedChange={(checked) => setFeature(feature.id, { included: checked })}
                  />
                </Field>
                {value?.included && (
                  <div className="grid gap-3 sm:grid-cols-2">
                    {(['valueRu', 'valueEn'] as const).map((name) => (
                      <Field
                        key={name}
                        label={t(
                          `economy.staff_store_roles.form.${name === 'valueRu' ? 'value_ru' : 'value_en'}`
                        )}

                        error={errors[`features.${index}.${name}`]}
                      >
                        <Input
                          autoComplete="off"
                          value={value[name]}
                          onChange={(event) =>
                            setFeature(feature.id, { [name]: event.target.value })
                          }
                        />
                      </Field>
                    ))}
                  </div>
                )}
              </fieldset>
            )
          })}
        </Section>
      )}

      <Button type="submit" className="self-start" loading={form.processing}>
        {t(
          role
            ? 'economy.staff_store_roles.form.submit_update'
            : 'economy.staff_store_roles.form.submit_create'
        )}
      </Button>
    </form>
  )
}
