import { DocumentCard, type DocumentSummary } from '~/components/content/document_card'

/** A list page's cards, or its empty text. */
export function DocumentGrid({
  documents,
  empty,
}: {
  documents: DocumentSummary[]
  empty: string
}) {
  if (documents.length === 0) {
    return <p className="rounded-2xl border border-border bg-surface/70 p-6 text-muted">{empty}</p>
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {documents.map((document) => (
        <li key={document.id}>
          <DocumentCard document={document} />
        </li>
      ))}
    </ul>
  )
}
