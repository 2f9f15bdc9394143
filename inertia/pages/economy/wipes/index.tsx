import type { FormEvent } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import { Trash2 } from 'lucide-react'
import { DateTime } from '~/components/accounts/date_time'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { DataTable } from '~/components/ui/data_table'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

type Props = {
  wipes: { id: number; server: string; wipeAt: string; news: string | null }[]
  servers: { id: number; name: string }[]
}

function WipeForm({ servers }: Pick<Props, 'servers'>) {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({ serverId: String(servers[0]?.id ?? ''), wipeAt: '', documentId: '' })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform((data) => ({
      serverId: Number(data.serverId),
      wipeAt: data.wipeAt ? `${data.wipeAt}:00Z` : '',
      documentId: data.documentId ? Number(data.documentId) : null,
    }))
    form.post(pageUrl('economy.wipes.store', locale), { preserveScroll: true })
  }
  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-3 sm:items-end">
          <Field label={t('economy.wipes.server')} error={form.errors.serverId} required>
            <select
              name="serverId"
              value={form.data.serverId}
              onChange={(event) => form.setData('serverId', event.target.value)}
              className="h-11 rounded-xl border border-border bg-background-deep px-3 text-text"
            >
              {servers.map((server) => (
                <option key={server.id} value={server.id}>
                  {server.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('economy.wipes.wipe_at')} error={form.errors.wipeAt} required>
            <Input
              type="datetime-local"
              name="wipeAt"
              value={form.data.wipeAt}
              onChange={(event) => form.setData('wipeAt', event.target.value)}
            />
          </Field>
          <Field label={t('economy.wipes.document')} error={form.errors.documentId}>
            <Input
              inputMode="numeric"
              name="documentId"
              value={form.data.documentId}
              onChange={(event) => form.setData('documentId', event.target.value)}
            />
          </Field>
          <div className="sm:col-span-3">
            <Button type="submit" loading={form.processing}>
              {t('economy.wipes.create')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

/** Staff → wipes (`web.wipes.edit`): announce a wipe of a server, or take it back. */
export default function WipesIndex({ wipes, servers }: Props) {
  const t = useT()
  const { locale } = useShared()
  const remove = (id: number) =>
    router.delete(pageUrl('economy.wipes.destroy', locale, { id }), { preserveScroll: true })
  return (
    <>
      <Head title={t('economy.wipes.title')} />
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
        <header className="flex flex-col gap-2">
          <h1 className="font-display text-2xl font-semibold">{t('economy.wipes.title')}</h1>
          <p className="text-muted">{t('economy.wipes.intro')}</p>
        </header>
        <WipeForm servers={servers} />
        {wipes.length === 0 ? (
          <p className="text-muted">{t('economy.wipes.empty')}</p>
        ) : (
          <DataTable
            label={t('economy.wipes.list_label')}
            rows={wipes}
            rowKey={(wipe) => wipe.id}
            columns={[
              { key: 'server', header: t('economy.wipes.columns.server'), cell: (w) => w.server },
              {
                key: 'wipe_at',
                header: t('economy.wipes.columns.wipe_at'),
                cell: (wipe) => <DateTime value={wipe.wipeAt} />,
              },
              {
                key: 'news',
                header: t('economy.wipes.columns.news'),
                cell: (wipe) => wipe.news ?? '—',
              },
              {
                key: 'remove',
                header: t('economy.wipes.remove'),
                hideHeader: true,
                cell: (wipe) => (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => remove(wipe.id)}
                    aria-label={t('economy.wipes.remove_named', { server: wipe.server })}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('economy.wipes.remove')}
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

WipesIndex.layout = DefaultLayout
