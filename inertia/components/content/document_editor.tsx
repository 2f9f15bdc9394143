import { useState, type FormEvent } from 'react'
import { Head, router, useForm } from '@inertiajs/react'
import type { DocumentLanguage } from '@domain/content/documents'
import { DocumentEditorActions } from '~/components/content/document_editor_actions'
import {
  localInput,
  type DocumentFormData,
  type DocumentFormErrors,
  type EditableDocument,
} from '~/components/content/document_editor_form'
import { DocumentLanguagePanels } from '~/components/content/document_language_panels'
import { DocumentSettings } from '~/components/content/document_settings'
import { useMessages, useT } from '~/hooks/use_t'
import { useShared } from '~/hooks/use_shared'
import { apiRequest } from '~/lib/api_client'
import { pageUrl } from '~/lib/routes'

type Props = {
  /** The document being edited, or the target and key of a new one. */
  document: EditableDocument | null
  target: EditableDocument['target']
  documentKey: string
  idempotencyKey: string
  deleteKey?: string
  tags: { tag: string; count: number }[]
}

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
  const form = useForm<DocumentFormData>({
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
  const errors = form.errors as DocumentFormErrors
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

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <Head title={title} />
      {/* 2xl on a phone: «Редактирование» is 302 px wide at 3xl, more than the column. */}
      <h1 className="font-display text-2xl font-bold wrap-break-word hyphens-auto text-white sm:text-3xl">
        {title}
      </h1>

      <form onSubmit={save(form.data.draft)} className="mt-8 flex flex-col gap-8" noValidate>
        <DocumentLanguagePanels
          form={form}
          errors={errors}
          language={language}
          onLanguage={setLanguage}
          uploadImage={uploadImage}
        />
        {uploading && (
          <p role="status" className="text-sm text-accent2-text">
            {t('content.editor.uploading')}
          </p>
        )}
        <DocumentSettings
          form={form}
          errors={errors}
          target={target}
          tags={tags}
          tagText={tagText}
          onTagText={setTagText}
          uploadImage={uploadImage}
        />
        <DocumentEditorActions
          document={document}
          target={target}
          deleteKey={deleteKey}
          processing={form.processing}
          onSave={save}
          onDelete={destroy}
        />
      </form>
    </div>
  )
}
