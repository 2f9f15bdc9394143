import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@domain/content/documents'
import { RichTextEditor } from '~/components/content/rich_text_editor'
import {
  SUFFIX,
  type DocumentForm,
  type DocumentFormErrors,
  type UploadImage,
} from '~/components/content/document_editor_form'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Textarea } from '~/components/ui/textarea'
import { useT } from '~/hooks/use_t'
import { cn } from '~/lib/cn'

type Props = {
  form: DocumentForm
  errors: DocumentFormErrors
  language: DocumentLanguage
  onLanguage: (language: DocumentLanguage) => void
  uploadImage: UploadImage
}

/** The document's title, summary and body in both languages, one tab each (ARIA tabs). */
export function DocumentLanguagePanels({ form, errors, language, onLanguage, uploadImage }: Props) {
  const t = useT()
  return (
    <>
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
              onClick={() => onLanguage(item)}
              onKeyDown={(event) => {
                // ARIA tabs: the arrows move between the two languages.
                if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
                const next = item === 'ru' ? 'en' : 'ru'
                onLanguage(next)
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
          <Field label={t('content.editor.title')} error={errors[`title${SUFFIX[item]}`]}>
            <Input
              name={`title${SUFFIX[item]}`}
              value={form.data[`title${SUFFIX[item]}`]}
              onChange={(event) => form.setData(`title${SUFFIX[item]}`, event.target.value)}
              maxLength={200}
            />
          </Field>
          <Field
            label={t('content.editor.summary')}
            error={errors[`summary${SUFFIX[item]}`]}
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
              invalid={Boolean(errors[`body${SUFFIX[item]}`])}
            />
            {errors[`body${SUFFIX[item]}`] && (
              <p className="text-sm text-danger">{errors[`body${SUFFIX[item]}`]}</p>
            )}
          </div>
        </div>
      ))}
      <p className="text-sm text-muted">
        {t('content.editor.language_hint', {
          other: t(`content.editor.language_${language === 'ru' ? 'en' : 'ru'}`),
        })}
      </p>
    </>
  )
}
