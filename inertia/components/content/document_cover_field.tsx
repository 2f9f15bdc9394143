import { ImagePlus, X } from 'lucide-react'
import { IMAGE_TYPES } from '@domain/content/images'
import { DocumentCover } from '~/components/content/document_cover'
import type {
  DocumentForm,
  DocumentFormErrors,
  UploadImage,
} from '~/components/content/document_editor_form'
import { Button } from '~/components/ui/button'
import { useT } from '~/hooks/use_t'

type Props = { form: DocumentForm; errors: DocumentFormErrors; uploadImage: UploadImage }

/** The document's cover: a preview in its colour scheme, upload and remove. */
export function DocumentCoverField({ form, errors, uploadImage }: Props) {
  const t = useT()
  return (
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
      {errors.coverUrl && <p className="text-sm text-danger">{errors.coverUrl}</p>}
    </div>
  )
}
