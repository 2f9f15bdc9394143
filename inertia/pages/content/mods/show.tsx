import { DocumentArticle, type DocumentPageProps } from '~/components/content/document_article'

export default function ModsShow(props: DocumentPageProps) {
  return <DocumentArticle {...props} />
}
