import { useState, type FormEvent } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import { Eye, ImagePlus, Plus, Save, Send, Trash2, X } from 'lucide-react'
import type { Data } from '@generated/data'
import {
  COLOR_SCHEMES,
  DOCUMENT_LANGUAGES,
  type ColorScheme,
  type DocumentLanguage,
} from '@domain/content/documents'
import { IMAGE_TYPES } from '@domain/content/images'
import { AppLink } from '~/components/app/app_link'
import { DocumentCover } from '~/components/content/document_cover'
import { RichTextEditor } from '~/components/content/rich_text_editor'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Select } from '~/components/ui/select'
import { Textarea } from '~/components/ui/textarea'
import { useMessages, useT } from '~/hooks/use_t'
import { useShared } from '~/hooks/use_shared'
import { apiRequest } from '~/lib/api_client'
import { pageUrl } from '~/lib/routes'
import { cn } from '~/lib/cn'

export type EditableDocument = Data.Content.Document.Variants['toEditable']

type Props = {
  /** The document being edited, or the target and key of a new one. */
  document: EditableDocument | null
  target: EditableDocument['target']
  documentKey: string
  idempotencyKey: string
  deleteKey?: string
  tags: { tag: string; count: number }[]
}

type Form = {
  target: string
  key: string
  slug: string
  titleRu: string
  titleEn: string
  summaryRu: string
  summaryEn: string
  bodyRu: string
  bodyEn: string
  coverUrl: string | null
  colorScheme: ColorScheme
  links: { title: string; url: string }[]
  serverName: string | null
  modpackVersion: string
  tags: string[]
  servers: string[]
  draft: boolean
  /** `datetime-local` text in the editor's own time zone; empty publishes now. */
  publishedAt: string
}

/** An ISO instant as the `datetime-local` input shows it, in the browser's time zone. */
function localInput(iso: string | null) {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

const SUFFIX: Record<DocumentLanguage, 'Ru' | 'En'> = { ru: 'Ru', en: 'En' }

/**
 * The staff editor of a document (spec §2 editors): both languages side by
 * side in tabs, the rich-text body, cover, colour, links and the target's
 * own fields; saving as a draft previews it before publishing. Each save
 * sends the form's idempotency key, so a double submit saves once.
 */
export function DocumentEditor({
  document,
  target,
  documentKey,
  idempotencyKey,
  deleteKey,
  tags,
}: Props) {
  const t = useT()
  const messages = useMessages()
  const { app, locale } = useShared()
  const [language, setLanguage] = useState<DocumentLanguage>(locale === 'en' ? 'en' : 'ru')
  const [uploading, setUploading] = useState(false)
  const form = useForm<Form>({
    target,
    key: document?.key ?? documentKey,
    slug: document?.slug ?? '',
    titleRu: document?.titleRu ?? '',
    titleEn: document?.titleEn ?? '',
    summaryRu: document?.summaryRu ?? '',
    summaryEn: document?.summaryEn ?? '',
    bodyRu: document?.bodyRu ?? '',
    bodyEn: document?.bodyEn ?? '',
    coverUrl: document?.coverUrl ?? null,
    colorScheme: document?.colorScheme ?? 'blue',
    links: document?.links ?? [],
    serverName:
      document?.serverName ?? (target === 'servers' ? (app.servers[0]?.slug ?? null) : null),
    modpackVersion: document?.modpackVersion ?? '',
    tags: document?.tags ?? [],
    servers: document?.servers ?? [],
    draft: document?.draft ?? true,
    publishedAt: localInput(document?.publishedAt ?? null),
  })
  const errors = form.errors as Record<string, string | undefined>
  const [tagText, setTagText] = useState(form.data.tags.join(', '))

  const uploadImage = async (file: File) => {
    const body = new FormData()
    body.append('image', file)
    setUploading(true)
    try {
      const image = await apiRequest<{ url: string }>('POST', 'api.content.images.store', {
        body,
        messages,
        params: { id: form.data.key },
      })
      return image.url
    } catch {
      return null
    } finally {
      setUploading(false)
    }
  }

  const save = (draft: boolean) => (event?: FormEvent) => {
    event?.preventDefault()
    form.transform((data) => ({
      ...data,
      draft,
      tags:
        target === 'mods'
          ? tagText
              .split(',')
              .map((tag) => tag.trim())
              .filter(Boolean)
          : [],
      slug: data.slug || undefined,
      publishedAt: data.publishedAt ? new Date(data.publishedAt).toISOString() : null,
      idempotencyKey,
    }))
    const options = { preserveScroll: true, headers: { 'Idempotency-Key': idempotencyKey } }
    if (document)
      form.put(pageUrl('content.documents.update', locale, { id: document.id }), options)
    else form.post(pageUrl('content.documents.store', locale), options)
  }

  const destroy = () => {
    if (!document || !deleteKey) return
    router.delete(pageUrl('content.documents.destroy', locale, { id: document.id }), {
      headers: { 'Idempotency-Key': deleteKey },
    })
  }

  const title = document ? t('content.editor.edit_title') : t(`content.editor.create_${target}`)
  const field = (name: keyof Form) => errors[name]

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <Head title={title} />
      <h1 className="font-display text-3xl font-bold text-white">{title}</h1>

      <form onSubmit={save(form.data.draft)} className="mt-8 flex flex-col gap-8" noValidate>
        <div role="tablist" aria-label={t('content.editor.language')} className="flex gap-2">
          {DOCUMENT_LANGUAGES.map((item) => {
            const failed = errors[`title${SUFFIX[item]}`] || errors[`body${SUFFIX[item]}`]
            return (
              <button
                key={item}
                type="button"
                role="tab"
                id={`tab-${item}`}
                aria-selected={language === item}
                aria-controls={`panel-${item}`}
                tabIndex={language === item ? 0 : -1}
                onClick={() => setLanguage(item)}
                onKeyDown={(event) => {
                  // ARIA tabs: the arrows move between the two languages.
                  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
                  const next = item === 'ru' ? 'en' : 'ru'
                  setLanguage(next)
                  globalThis.document.getElementById(`tab-${next}`)?.focus()
                }}
                className={cn(
                  'h-10 rounded-xl border px-4 text-sm font-semibold',
                  language === item
                    ? 'border-accent1/60 bg-accent1/20 text-white'
                    : 'border-border-strong text-muted hover:text-text',
                  failed && 'border-danger/70'
                )}
              >
                {t(`content.editor.language_${item}`)}
              </button>
            )
          })}
        </div>

        {DOCUMENT_LANGUAGES.map((item) => (
          <div
            key={item}
            role="tabpanel"
            id={`panel-${item}`}
            aria-labelledby={`tab-${item}`}
            hidden={language !== item}
            className="flex flex-col gap-5"
          >
            <Field label={t('content.editor.title')} error={field(`title${SUFFIX[item]}`)}>
              <Input
                name={`title${SUFFIX[item]}`}
                value={form.data[`title${SUFFIX[item]}`]}
                onChange={(event) => form.setData(`title${SUFFIX[item]}`, event.target.value)}
                maxLength={200}
              />
            </Field>
            <Field
              label={t('content.editor.summary')}
              error={field(`summary${SUFFIX[item]}`)}
              hint={t('content.editor.summary_hint')}
            >
              <Textarea
                name={`summary${SUFFIX[item]}`}
                rows={2}
                value={form.data[`summary${SUFFIX[item]}`]}
                onChange={(event) => form.setData(`summary${SUFFIX[item]}`, event.target.value)}
                maxLength={500}
              />
            </Field>
            <div className="flex flex-col gap-2">
              <span id={`body-label-${item}`} className="text-sm font-semibold text-text">
                {t('content.editor.body')}
              </span>
              <RichTextEditor
                label={`${t('content.editor.body')} (${t(`content.editor.language_${item}`)})`}
                value={form.data[`body${SUFFIX[item]}`]}
                onChange={(html) => form.setData(`body${SUFFIX[item]}`, html)}
                uploadImage={uploadImage}
                invalid={Boolean(field(`body${SUFFIX[item]}`))}
              />
              {field(`body${SUFFIX[item]}`) && (
                <p className="text-sm text-danger">{field(`body${SUFFIX[item]}`)}</p>
              )}
            </div>
          </div>
        ))}
        <p className="text-sm text-muted">
          {t('content.editor.language_hint', {
            other: t(`content.editor.language_${language === 'ru' ? 'en' : 'ru'}`),
          })}
        </p>
        {uploading && (
          <p role="status" className="text-sm text-accent2-text">
            {t('content.editor.uploading')}
          </p>
        )}

        <fieldset className="grid gap-5 rounded-3xl border border-border bg-surface/70 p-5 sm:grid-cols-2">
          <legend className="px-2 font-display text-lg font-semibold text-white">
            {t('content.editor.settings')}
          </legend>
          <Field
            label={t('content.editor.slug')}
            hint={t('content.editor.slug_hint')}
            error={field('slug')}
          >
            <Input
              name="slug"
              value={form.data.slug}
              disabled={target === 'pages'}
              onChange={(event) => form.setData('slug', event.target.value)}
              maxLength={96}
            />
          </Field>
          <Field label={t('content.editor.color')} error={field('colorScheme')}>
            <Select
              value={form.data.colorScheme}
              onValueChange={(value) => form.setData('colorScheme', value as ColorScheme)}
              options={COLOR_SCHEMES.map((scheme) => ({
                value: scheme,
                label: t(`content.editor.colors.${scheme}`),
              }))}
            />
          </Field>
          {target === 'servers' && (
            <>
              <Field label={t('content.editor.server')} error={field('serverName')}>
                <Select
                  value={form.data.serverName ?? undefined}
                  onValueChange={(value) => form.setData('serverName', value)}
                  options={app.servers.map((server) => ({
                    value: server.slug,
                    label: server.name,
                  }))}
                />
              </Field>
              <Field label={t('content.editor.modpack')} error={field('modpackVersion')}>
                <Input
                  name="modpackVersion"
                  value={form.data.modpackVersion}
                  onChange={(event) => form.setData('modpackVersion', event.target.value)}
                  maxLength={32}
                />
              </Field>
            </>
          )}
          {target === 'mods' && (
            <>
              <Field
                label={t('content.editor.tags')}
                hint={t('content.editor.tags_hint', {
                  tags: tags
                    .slice(0, 6)
                    .map((item) => item.tag)
                    .join(', '),
                })}
                error={field('tags') ?? errors['tags.0']}
              >
                <Input
                  name="tags"
                  value={tagText}
                  onChange={(event) => setTagText(event.target.value)}
                />
              </Field>
              <fieldset className="flex flex-col gap-2">
                <legend className="text-sm font-semibold text-text">
                  {t('content.editor.servers')}
                </legend>
                {app.servers.map((server) => (
                  <Field key={server.slug} label={server.name} layout="inline">
                    <Checkbox
                      checked={form.data.servers.includes(server.slug)}
                      onCheckedChange={(checked) =>
                        form.setData(
                          'servers',
                          checked
                            ? [...form.data.servers, server.slug]
                            : form.data.servers.filter((slug) => slug !== server.slug)
                        )
                      }
                    />
                  </Field>
                ))}
              </fieldset>
            </>
          )}
          {target !== 'pages' && (
            <Field
              label={t('content.editor.published_at')}
              hint={t('content.editor.published_at_hint')}
              error={field('publishedAt')}
            >
              <Input
                type="datetime-local"
                name="publishedAt"
                value={form.data.publishedAt}
                onChange={(event) => form.setData('publishedAt', event.target.value)}
              />
            </Field>
          )}
          <div className="flex flex-col gap-3 sm:col-span-2">
            <span className="text-sm font-semibold text-text">{t('content.editor.cover')}</span>
            {form.data.coverUrl && (
              <DocumentCover
                url={form.data.coverUrl}
                scheme={form.data.colorScheme}
                className="aspect-[16/7] max-w-md rounded-2xl border border-border"
              />
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="secondary" size="sm" asChild>
                <label>
                  <ImagePlus aria-hidden="true" />
                  {t('content.editor.cover_upload')}
                  <input
                    type="file"
                    accept={IMAGE_TYPES.join(',')}
                    className="sr-only"
                    onChange={async (event) => {
                      const file = event.target.files?.[0]
                      event.target.value = ''
                      if (file) {
                        const url = await uploadImage(file)
                        if (url) form.setData('coverUrl', url)
                      }
                    }}
                  />
                </label>
              </Button>
              {form.data.coverUrl && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => form.setData('coverUrl', null)}
                >
                  <X aria-hidden="true" />
                  {t('content.editor.cover_remove')}
                </Button>
              )}
            </div>
            {field('coverUrl') && <p className="text-sm text-danger">{field('coverUrl')}</p>}
          </div>
          <fieldset className="flex flex-col gap-3 sm:col-span-2">
            <legend className="text-sm font-semibold text-text">{t('content.editor.links')}</legend>
            {form.data.links.map((link, index) => (
              <div key={index} className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
                <Field
                  label={t('content.editor.link_title')}
                  error={errors[`links.${index}.title`]}
                >
                  <Input
                    value={link.title}
                    onChange={(event) =>
                      form.setData(
                        'links',
                        form.data.links.map((item, at) =>
                          at === index ? { ...item, title: event.target.value } : item
                        )
                      )
                    }
                  />
                </Field>
                <Field label={t('content.editor.link_url')} error={errors[`links.${index}.url`]}>
                  <Input
                    type="url"
                    value={link.url}
                    onChange={(event) =>
                      form.setData(
                        'links',
                        form.data.links.map((item, at) =>
                          at === index ? { ...item, url: event.target.value } : item
                        )
                      )
                    }
                  />
                </Field>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('content.editor.link_remove', { number: index + 1 })}
                  onClick={() =>
                    form.setData(
                      'links',
                      form.data.links.filter((_, at) => at !== index)
                    )
                  }
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ))}
            <div>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={form.data.links.length >= 10}
                onClick={() =>
                  form.setData('links', [...form.data.links, { title: '', url: 'https://' }])
                }
              >
                <Plus aria-hidden="true" />
                {t('content.editor.link_add')}
              </Button>
            </div>
          </fieldset>
        </fieldset>

        <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:flex-wrap sm:items-center">
          <Button type="button" loading={form.processing} onClick={save(false)}>
            <Send aria-hidden="true" />
            {t('content.editor.publish')}
          </Button>
          {target !== 'pages' && (
            <Button
              type="button"
              variant="secondary"
              loading={form.processing}
              onClick={save(true)}
            >
              <Save aria-hidden="true" />
              {t('content.editor.save_draft')}
            </Button>
          )}
          {document && document.target !== 'pages' && (
            <Button variant="ghost" asChild>
              <AppLink
                route={`content.${document.target}.show` as 'content.news.show'}
                params={{ slug: document.slug }}
              >
                <Eye aria-hidden="true" />
                {document.draft ? t('content.editor.preview') : t('content.editor.view')}
              </AppLink>
            </Button>
          )}
          {document && deleteKey && document.target !== 'pages' && (
            <Dialog>
              <DialogTrigger asChild>
                <Button type="button" variant="danger" className="sm:ms-auto">
                  <Trash2 aria-hidden="true" />
                  {t('content.editor.delete')}
                </Button>
              </DialogTrigger>
              <DialogContent size="sm">
                <DialogHeader>
                  <DialogTitle>{t('content.editor.delete_title')}</DialogTitle>
                  <DialogDescription>
                    {t('content.editor.delete_text', {
                      title: document.titleRu ?? document.titleEn ?? '',
                    })}
                  </DialogDescription>
                </DialogHeader>
                <DialogFooter>
                  <DialogClose asChild>
                    <Button variant="secondary">{t('content.editor.cancel')}</Button>
                  </DialogClose>
                  <Button variant="danger" onClick={destroy}>
                    <Trash2 aria-hidden="true" />
                    {t('content.editor.delete_confirm')}
                  </Button>
                </DialogFooter>
              </DialogContent>
            </Dialog>
          )}
        </div>
      </form>
    </div>
  )
}
