import type { InertiaFormProps } from '@inertiajs/react'
import type { Data } from '@generated/data'
import type { ColorScheme, DocumentLanguage } from '@domain/content/documents'

export type EditableDocument = Data.Content.Document.Variants['toEditable']

/** What the document editor edits and saves. */
export type DocumentFormData = {
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

export type DocumentForm = InertiaFormProps<DocumentFormData>

/** The form's errors by field, nested ones included (`links.0.url`, `tags.0`). */
export type DocumentFormErrors = Record<string, string | undefined>

/** Uploads an image of the document; its URL, or null when the upload failed. */
export type UploadImage = (file: File) => Promise<string | null>

/** The per-language fields' suffix (`titleRu`, `bodyEn`). */
export const SUFFIX: Record<DocumentLanguage, 'Ru' | 'En'> = { ru: 'Ru', en: 'En' }

/** An ISO instant as the `datetime-local` input shows it, in the browser's time zone. */
export function localInput(iso: string | null) {
  if (!iso) return ''
  const date = new Date(iso)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
