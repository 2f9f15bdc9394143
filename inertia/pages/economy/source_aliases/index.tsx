import { useState, type FormEvent } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import { Save, Trash2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { DataTable } from '~/components/ui/data_table'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Alias = { id: number; alias: string; code: string }

function AliasForm() {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({ alias: '', code: '' })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(pageUrl('economy.source_aliases.store', locale), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    })
  }
  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <Field
            label={t('economy.source_aliases.alias')}
            hint={t('economy.source_aliases.alias_hint')}
            error={form.errors.alias}
            required
          >
            <Input
              name="alias"
              autoComplete="off"
              value={form.data.alias}
              onChange={(event) => form.setData('alias', event.target.value)}
            />
          </Field>
          <Field
            label={t('economy.source_aliases.code')}
            hint={t('economy.source_aliases.code_hint')}
            error={form.errors.code}
            required
          >
            <Input
              name="code"
              autoComplete="off"
              value={form.data.code}
              onChange={(event) => form.setData('code', event.target.value)}
            />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" loading={form.processing}>
              {t('economy.source_aliases.create')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

/** The code of one alias, changed in place. */
function CodeForm({ row }: { row: Alias }) {
  const t = useT()
  const { locale } = useShared()
  const [code, setCode] = useState(row.code)
  const [saving, setSaving] = useState(false)
  const save = (event: FormEvent) => {
    event.preventDefault()
    router.put(
      pageUrl('economy.source_aliases.update', locale, { id: row.id }),
      { code },
      {
        preserveScroll: true,
        onStart: () => setSaving(true),
        onFinish: () => setSaving(false),
      }
    )
  }
  return (
    <form onSubmit={save} noValidate className="flex items-center gap-2">
      <Input
        name="code"
        className="h-9 w-36"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        aria-label={t('economy.source_aliases.code_of', { alias: row.alias })}
      />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        loading={saving}
        disabled={code === row.code}
        aria-label={t('economy.source_aliases.save_named', { alias: row.alias })}
      >
        <Save aria-hidden="true" />
        {t('economy.source_aliases.save')}
      </Button>
    </form>
  )
}

/** Staff → campaigns (`web.sources.edit`): `/source/{alias}` links and the referral codes they count for. */
export default function SourceAliasesIndex({ aliases }: { aliases: Alias[] }) {
  const t = useT()
  const { locale } = useShared()
  const remove = (id: number) =>
    router.delete(pageUrl('economy.source_aliases.destroy', locale, { id }), {
      preserveScroll: true,
    })
  return (
    <>
      <Head title={t('economy.source_aliases.title')} />
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
        <header className="flex flex-col gap-2">
          <h1 className="font-display text-2xl font-semibold">
            {t('economy.source_aliases.title')}
          </h1>
          <p className="text-muted">{t('economy.source_aliases.intro')}</p>
        </header>
        <AliasForm />
        {aliases.length === 0 ? (
          <p className="text-muted">{t('economy.source_aliases.empty')}</p>
        ) : (
          <DataTable
            label={t('economy.source_aliases.list_label')}
            rows={aliases}
            rowKey={(row) => row.id}
            rowData={(row) => ({ 'data-alias': row.alias })}
            stacked
            columns={[
              {
                key: 'link',
                header: t('economy.source_aliases.columns.link'),
                cell: (row) => <code className="font-mono text-sm">/source/{row.alias}</code>,
              },
              {
                key: 'code',
                header: t('economy.source_aliases.columns.code'),
                cell: (row) => <CodeForm key={row.code} row={row} />,
              },
              {
                key: 'remove',
                header: t('economy.source_aliases.remove'),
                hideHeader: true,
                cell: (row) => (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => remove(row.id)}
                    aria-label={t('economy.source_aliases.remove_named', { alias: row.alias })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('economy.source_aliases.remove')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </div>
    </>
  )
}

SourceAliasesIndex.layout = DefaultLayout
