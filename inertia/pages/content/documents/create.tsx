import { DocumentEditor } from '~/components/content/document_editor'
import type { CreatableTarget } from '@domain/content/documents'

type Props = {
  target: CreatableTarget
  documentKey: string
  idempotencyKey: string
  tags: { tag: string; count: number }[]
}

export default function DocumentsCreate({ target, documentKey, idempotencyKey, tags }: Props) {
  return (
    <DocumentEditor
      document={null}
      target={target}
      documentKey={documentKey}
      idempotencyKey={idempotencyKey}
      tags={tags}
    />
  )
}
