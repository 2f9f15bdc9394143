import { DocumentEditor } from '~/components/content/document_editor'
import type { EditableDocument } from '~/components/content/document_editor_form'

type Props = {
  document: EditableDocument
  idempotencyKey: string
  deleteKey: string
  tags: { tag: string; count: number }[]
}

export default function DocumentsEdit({ document, idempotencyKey, deleteKey, tags }: Props) {
  return (
    <DocumentEditor
      document={document}
      target={document.target}
      documentKey={document.key}
      idempotencyKey={idempotencyKey}
      deleteKey={deleteKey}
      tags={tags}
    />
  )
}
