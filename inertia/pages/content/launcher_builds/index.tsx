import { useState, type FormEvent } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import { FileUp, Undo2, Upload, XCircle } from 'lucide-react'
import { clientSize } from '@domain/launcher/local_api'
import { DateTime } from '~/components/accounts/date_time'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { FilePicker } from '~/components/ui/file_picker'
import { Input } from '~/components/ui/input'
import { SegmentedControl } from '~/components/ui/segmented_control'
import { Select } from '~/components/ui/select'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '~/components/ui/table'
import { Textarea } from '~/components/ui/textarea'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'
import DefaultLayout from '~/layouts/default'

const PLATFORMS = ['windows', 'macos', 'linux'] as const

type Build = {
  id: number
  version: string
  platform: (typeof PLATFORMS)[number]
  url: string
  sha256: string
  sizeBytes: number | null
  notes: string | null
  uploaded: boolean
  publishedAt: string
  withdrawn: boolean
  current: boolean
}

function BuildForm() {
  const t = useT()
  const { locale } = useShared()
  const form = useForm({
    source: 'upload',
    version: '',
    platform: 'windows',
    notes: '',
    url: '',
    sha256: '',
    file: null as File | null,
  })
  const upload = form.data.source === 'upload'
  // A file input keeps its file whatever the state says: a new one after each publish.
  const [published, setPublished] = useState(0)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.transform(({ source, file, url, sha256, ...fields }) =>
      source === 'upload' ? { ...fields, file } : { ...fields, url, sha256 }
    )
    form.post(pageUrl('content.launcher_builds.store', locale), {
      preserveScroll: true,
      forceFormData: upload,
      onSuccess: () => {
        form.reset()
        setPublished((count) => count + 1)
      },
    })
  }
  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <h2 className="font-display text-lg font-semibold sm:col-span-2">
            {t('content.launcher_builds.form_title')}
          </h2>
          <Field
            label={t('content.launcher_builds.version')}
            hint={t('content.launcher_builds.version_hint')}
            error={form.errors.version}
            required
          >
            <Input
              name="version"
              inputMode="decimal"
              value={form.data.version}
              onChange={(event) => form.setData('version', event.target.value)}
            />
          </Field>
          <Field
            label={t('content.launcher_builds.platform')}
            error={form.errors.platform}
            required
          >
            <Select
              name="platform"
              value={form.data.platform}
              onValueChange={(value) => form.setData('platform', value)}
              options={PLATFORMS.map((platform) => ({
                value: platform,
                label: t(`content.launcher_builds.platforms.${platform}`),
              }))}
            />
          </Field>
          <div className="sm:col-span-2">
            <SegmentedControl
              label={t('content.launcher_builds.source')}
              value={form.data.source}
              onChange={(value) => form.setData('source', value)}
              options={(['upload', 'link'] as const).map((source) => ({
                value: source,
                label: t(`content.launcher_builds.sources.${source}`),
              }))}
            />
          </div>
          {upload ? (
            <Field
              label={t('content.launcher_builds.file')}
              hint={t('content.launcher_builds.file_hint')}
              error={form.errors.file ?? form.errors.url}
              required
              className="sm:col-span-2"
            >
              <FilePicker
                key={published}
                name="file"
                label={t('common.file_picker.choose')}
                icon={<FileUp aria-hidden="true" />}
                showName
                onFile={(file) => form.setData('file', file)}
              />
            </Field>
          ) : (
            <>
              <Field label={t('content.launcher_builds.url')} error={form.errors.url} required>
                <Input
                  type="url"
                  name="url"
                  value={form.data.url}
                  onChange={(event) => form.setData('url', event.target.value)}
                />
              </Field>
              <Field
                label={t('content.launcher_builds.sha256')}
                error={form.errors.sha256}
                required
              >
                <Input
                  name="sha256"
                  spellCheck={false}
                  className="font-mono"
                  value={form.data.sha256}
                  onChange={(event) => form.setData('sha256', event.target.value)}
                />
              </Field>
            </>
          )}
          <Field
            label={t('content.launcher_builds.notes')}
            error={form.errors.notes}
            className="sm:col-span-2"
          >
            <Textarea
              name="notes"
              rows={3}
              value={form.data.notes}
              onChange={(event) => form.setData('notes', event.target.value)}
            />
          </Field>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" loading={form.processing}>
              <Upload aria-hidden="true" />
              {t('content.launcher_builds.publish')}
            </Button>
            {form.progress?.percentage !== undefined && (
              <span role="status" className="text-sm text-muted">
                {t('content.launcher_builds.uploading', { percent: form.progress.percentage })}
              </span>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

function StatusBadge({ build }: { build: Build }) {
  const t = useT()
  if (build.withdrawn)
    return <Badge variant="danger">{t('content.launcher_builds.status.withdrawn')}</Badge>
  if (build.current)
    return <Badge variant="success">{t('content.launcher_builds.status.current')}</Badge>
  return <Badge>{t('content.launcher_builds.status.older')}</Badge>
}

/** Staff → launcher builds (`web.launcher.edit`): publish, withdraw or bring back a build. */
export default function LauncherBuildsIndex({ builds }: { builds: Build[] }) {
  const t = useT()
  const { locale } = useShared()
  const setPublished = (build: Build, published: boolean) =>
    router.put(
      pageUrl('content.launcher_builds.update', locale, { id: build.id }),
      { published },
      { preserveScroll: true }
    )
  return (
    <>
      <Head title={t('content.launcher_builds.title')} />
      <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-6">
        <header className="flex flex-col gap-2">
          <h1 className="font-display text-2xl font-semibold">
            {t('content.launcher_builds.title')}
          </h1>
          <p className="text-muted">{t('content.launcher_builds.intro')}</p>
        </header>
        <BuildForm />
        {builds.length === 0 ? (
          <p className="text-muted">{t('content.launcher_builds.empty')}</p>
        ) : (
          // relative: the header's sr-only label is clipped by the scrolling table, not the page.
          <Table label={t('content.launcher_builds.list_label')} className="relative">
            <TableHead>
              <TableRow>
                <TableHeaderCell>{t('content.launcher_builds.columns.version')}</TableHeaderCell>
                <TableHeaderCell>{t('content.launcher_builds.columns.platform')}</TableHeaderCell>
                <TableHeaderCell>{t('content.launcher_builds.columns.file')}</TableHeaderCell>
                <TableHeaderCell>
                  {t('content.launcher_builds.columns.published_at')}
                </TableHeaderCell>
                <TableHeaderCell>{t('content.launcher_builds.columns.status')}</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">{t('content.launcher_builds.withdraw')}</span>
                </TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {builds.map((build) => {
                const platform = t(`content.launcher_builds.platforms.${build.platform}`)
                const size = build.sizeBytes === null ? null : clientSize(build.sizeBytes)
                return (
                  <TableRow key={build.id} data-testid="launcher-build">
                    <TableCell className="font-semibold tabular-nums">{build.version}</TableCell>
                    <TableCell>{platform}</TableCell>
                    <TableCell className="max-w-64">
                      <a
                        href={build.url}
                        className="block truncate text-accent1-text underline"
                        title={build.url}
                      >
                        {build.url.split('/').pop()}
                      </a>
                      <span className="block font-mono text-xs text-subtle">
                        {build.sha256.slice(0, 16)}…
                        {size &&
                          ` · ${t(`launcher.servers.size_${size.unit}`, { size: size.value })}`}
                        {build.uploaded && ` · ${t('content.launcher_builds.uploaded')}`}
                      </span>
                    </TableCell>
                    <TableCell>
                      <DateTime value={build.publishedAt} />
                    </TableCell>
                    <TableCell>
                      <StatusBadge build={build} />
                    </TableCell>
                    <TableCell>
                      {build.withdrawn ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => setPublished(build, true)}
                          aria-label={t('content.launcher_builds.republish_named', {
                            version: build.version,
                            platform,
                          })}
                        >
                          <Undo2 aria-hidden="true" />
                          {t('content.launcher_builds.republish')}
                        </Button>
                      ) : (
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => setPublished(build, false)}
                          aria-label={t('content.launcher_builds.withdraw_named', {
                            version: build.version,
                            platform,
                          })}
                        >
                          <XCircle aria-hidden="true" />
                          {t('content.launcher_builds.withdraw')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        )}
      </div>
    </>
  )
}

LauncherBuildsIndex.layout = DefaultLayout
