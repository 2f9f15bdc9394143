import { DocumentArticle, type DocumentPageProps } from '~/components/content/document_article'

export default function OfferShow(props: DocumentPageProps) {
  return <DocumentArticle {...props} likes={false} />
}
