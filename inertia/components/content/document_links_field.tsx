import { Plus, X } from 'lucide-react'
import type { DocumentForm, DocumentFormErrors } from '~/components/content/document_editor_form'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useT } from '~/hooks/use_t'

/** The document's links, ten at most: a title and a URL each. */
export function DocumentLinksField({
  form,
  errors,
}: {
  form: DocumentForm
  errors: DocumentFormErrors
}) {
  const t = useT()
  const change = (index: number, part: 'title' | 'url', value: string) =>
    form.setData(
      'links',
      form.data.links.map((item, at) => (at === index ? { ...item, [part]: value } : item))
    )
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="text-sm font-semibold text-text">{t('content.editor.links')}</legend>
      {form.data.links.map((link, index) => (
        <div key={index} className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
          <Field label={t('content.editor.link_title')} error={errors[`links.${index}.title`]}>
            <Input
              value={link.title}
              onChange={(event) => change(index, 'title', event.target.value)}
            />
          </Field>
          <Field label={t('content.editor.link_url')} error={errors[`links.${index}.url`]}>
            <Input
              type="url"
              value={link.url}
              onChange={(event) => change(index, 'url', event.target.value)}
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
  )
}
