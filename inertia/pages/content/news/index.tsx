import { Head } from '@inertiajs/react'
import { CreateButton } from '~/components/content/create_button'
import type { DocumentSummary } from '~/components/content/document_card'
import { DocumentGrid } from '~/components/content/document_grid'
import { ListHeader } from '~/components/content/list_header'
import { DocumentPagination } from '~/components/content/document_pagination'
import { useT } from '~/hooks/use_t'

type Props = {
  documents: DocumentSummary[]
  meta: { page: number; perPage: number; total: number }
}

export default function NewsIndex({ documents, meta }: Props) {
  const t = useT()
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <Head title={t('content.news.title')} />
      <ListHeader
        title={t('content.news.title')}
        text={t('content.news.text')}
        actions={<CreateButton target="news" />}
      />
      <DocumentGrid documents={documents} empty={t('content.news.empty')} />
      <DocumentPagination route="content.news.index" meta={meta} />
    </div>
  )
}
