import { Eye, Save, Send, Trash2 } from 'lucide-react'
import { AppLink } from '~/components/app/app_link'
import type { EditableDocument } from '~/components/content/document_editor_form'
import { Button } from '~/components/ui/button'
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
import { useT } from '~/hooks/use_t'

type Props = {
  document: EditableDocument | null
  target: EditableDocument['target']
  deleteKey?: string
  processing: boolean
  onSave: (draft: boolean) => () => void
  onDelete: () => void
}

/** Publish, save as a draft, view or preview, and delete after a confirmation. */
export function DocumentEditorActions({
  document,
  target,
  deleteKey,
  processing,
  onSave,
  onDelete,
}: Props) {
  const t = useT()
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:flex-wrap sm:items-center">
      <Button type="button" loading={processing} onClick={onSave(false)}>
        <Send aria-hidden="true" />
        {t('content.editor.publish')}
      </Button>
      {target !== 'pages' && (
        <Button type="button" variant="secondary" loading={processing} onClick={onSave(true)}>
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
              <Button variant="danger" onClick={onDelete}>
                <Trash2 aria-hidden="true" />
                {t('content.editor.delete_confirm')}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
    </div>
  )
}
