import type { FormEvent } from 'react'
import { Head, useForm } from '@inertiajs/react'
import { ImagePlus, ImageUp } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { FilePicker } from '~/components/ui/file_picker'
import { Input } from '~/components/ui/input'
import { Switch } from '~/components/ui/switch'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Art = Data.Accounts.StaffCoverArt

type TextFields = { nameRu: string; nameEn: string; license: string; requiredRole: string }

/** The names, licence and role inputs both forms share. */
function ArtFields({
  data,
  errors,
  set,
}: {
  data: TextFields
  errors: Partial<Record<keyof TextFields, string>>
  set: (field: keyof TextFields, value: string) => void
}) {
  const t = useT()
  return (
    <>
      {(['nameRu', 'nameEn', 'license', 'requiredRole'] as const).map((field) => (
        <Field
          key={field}
          label={t(`accounts.staff_cover_arts.fields.${field}`)}
          error={errors[field]}
          required={field !== 'requiredRole'}
          hint={field === 'requiredRole' ? t('accounts.staff_cover_arts.role_hint') : undefined}
        >
          <Input
            name={field}
            value={data[field]}
            onChange={(event) => set(field, event.target.value)}
          />
        </Field>
      ))}
    </>
  )
}

function NewArt() {
  const t = useT()
  const { locale } = useShared()
  const form = useForm<TextFields & { image: File | null }>({
    image: null,
    nameRu: '',
    nameEn: '',
    license: '',
    requiredRole: '',
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(pageUrl('accounts.staff_cover_arts.store', locale), {
      forceFormData: true,
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }
  return (
    <Card className="p-5">
      <h2 className="mb-4 font-display text-lg font-semibold">
        {t('accounts.staff_cover_arts.add')}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        <Field
          label={t('accounts.staff_cover_arts.fields.image')}
          error={form.errors.image}
          required
        >
          <FilePicker
            name="image"
            accept="image/png,image/jpeg,image/webp,image/gif"
            label={t('common.file_picker.choose')}
            icon={<ImageUp aria-hidden="true" />}
            showName
            onFile={(file) => form.setData('image', file)}
          />
        </Field>
        <ArtFields
          data={form.data}
          errors={form.errors}
          set={(field, value) => form.setData(field, value)}
        />
        <div className="md:col-span-2">
          <Button type="submit" loading={form.processing}>
            <ImagePlus aria-hidden="true" />
            {t('accounts.staff_cover_arts.upload')}
          </Button>
        </div>
      </form>
    </Card>
  )
}

function ArtRow({ art }: { art: Art }) {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({
    nameRu: art.nameRu,
    nameEn: art.nameEn,
    license: art.license,
    requiredRole: art.requiredRole ?? '',
    hidden: art.hidden,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.put(pageUrl('accounts.staff_cover_arts.update', locale, { id: String(art.id) }), {
      preserveScroll: true,
    })
  }
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid={`cover-art-${art.id}`}>
      <img src={art.image} alt="" className="h-24 w-full rounded-xl object-cover" />
      <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-2">
        <ArtFields
          data={form.data}
          errors={form.errors}
          set={(field, value) => form.setData(field, value)}
        />
        <Field label={t('accounts.staff_cover_arts.fields.hidden')} layout="inline">
          <Switch
            name="hidden"
            checked={form.data.hidden}
            onCheckedChange={(checked) => form.setData('hidden', checked)}
          />
        </Field>
        <div className="md:col-span-2">
          <Button type="submit" variant="secondary" loading={form.processing}>
            {t('accounts.staff_cover_arts.save')}
          </Button>
        </div>
      </form>
    </Card>
  )
}

/** Staff → cover arts: the catalogue players pick their profile's art from (spec §2 cover → art). */
export default function StaffCoverArtsIndex({ arts }: { arts: Art[] }) {
  const t = useT()
  return (
    <div className="flex flex-col gap-6">
      <Head title={t('accounts.staff_cover_arts.title')} />
      <h1 className="font-display text-2xl font-semibold text-white">
        {t('accounts.staff_cover_arts.title')}
      </h1>
      <NewArt />
      {arts.length === 0 ? (
        <p className="text-muted">{t('accounts.staff_cover_arts.empty')}</p>
      ) : (
        arts.map((art) => <ArtRow key={art.id} art={art} />)
      )}
    </div>
  )
}

StaffCoverArtsIndex.layout = DefaultLayout
