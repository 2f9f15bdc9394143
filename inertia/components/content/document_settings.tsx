import { COLOR_SCHEMES, type ColorScheme } from '@domain/content/documents'
import { DocumentCoverField } from '~/components/content/document_cover_field'
import type {
  DocumentForm,
  DocumentFormErrors,
  UploadImage,
} from '~/components/content/document_editor_form'
import { DocumentLinksField } from '~/components/content/document_links_field'
import { Checkbox } from '~/components/ui/checkbox'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { Select } from '~/components/ui/select'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'

type Props = {
  form: DocumentForm
  errors: DocumentFormErrors
  target: string
  /** Mod tags in use, the most used first: the tags field's hint. */
  tags: { tag: string; count: number }[]
  /** The mod tags as typed, comma-separated (split when saved). */
  tagText: string
  onTagText: (text: string) => void
  uploadImage: UploadImage
}

/** The document's settings: address, colour, the target's own fields, date, cover and links. */
export function DocumentSettings({
  form,
  errors,
  target,
  tags,
  tagText,
  onTagText,
  uploadImage,
}: Props) {
  const t = useT()
  const { app } = useShared()
  return (
    <fieldset className="grid gap-5 rounded-3xl border border-border bg-surface/70 p-5 sm:grid-cols-2">
      <legend className="px-2 font-display text-lg font-semibold text-white">
        {t('content.editor.settings')}
      </legend>
      <Field
        label={t('content.editor.slug')}
        hint={t('content.editor.slug_hint')}
        error={errors.slug}
      >
        <Input
          name="slug"
          value={form.data.slug}
          disabled={target === 'pages'}
          onChange={(event) => form.setData('slug', event.target.value)}
          maxLength={96}
        />
      </Field>
      <Field label={t('content.editor.color')} error={errors.colorScheme}>
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
          <Field label={t('content.editor.server')} error={errors.serverName}>
            <Select
              value={form.data.serverName ?? undefined}
              onValueChange={(value) => form.setData('serverName', value)}
              options={app.servers.map((server) => ({
                value: server.slug,
                label: server.name,
              }))}
            />
          </Field>
          <Field label={t('content.editor.modpack')} error={errors.modpackVersion}>
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
            error={errors.tags ?? errors['tags.0']}
          >
            <Input
              name="tags"
              value={tagText}
              onChange={(event) => onTagText(event.target.value)}
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
          error={errors.publishedAt}
        >
          <Input
            type="datetime-local"
            name="publishedAt"
            value={form.data.publishedAt}
            onChange={(event) => form.setData('publishedAt', event.target.value)}
          />
        </Field>
      )}
      <DocumentCoverField form={form} errors={errors} uploadImage={uploadImage} />
      <DocumentLinksField form={form} errors={errors} />
    </fieldset>
  )
}
