import { DocumentArticle, type DocumentPageProps } from '~/components/content/document_article'

export default function NewsShow(props: DocumentPageProps) {
  return <DocumentArticle {...props} />
}
