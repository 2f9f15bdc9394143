import { Head } from '@inertiajs/react'
import { useShared } from '~/hooks/use_shared'

/**
 * A document's title, meta description and Open Graph tags. The
 * description replaces the site-wide one (same head-key).
 */
export function DocumentHead({
  title,
  description,
  image,
  type = 'article',
}: {
  title: string
  description: string | null
  image?: string | null
  type?: 'article' | 'website'
}) {
  const { site, app } = useShared()
  const absolute = (url: string) => (url.startsWith('http') ? url : `${site.origin}${url}`)
  return (
    <Head title={title}>
      {description && <meta head-key="description" name="description" content={description} />}
      <meta head-key="og:type" property="og:type" content={type} />
      <meta head-key="og:title" property="og:title" content={title} />
      <meta head-key="og:site_name" property="og:site_name" content={app.productName} />
      {description && (
        <meta head-key="og:description" property="og:description" content={description} />
      )}
      {image && <meta head-key="og:image" property="og:image" content={absolute(image)} />}
      <meta
        head-key="twitter:card"
        name="twitter:card"
        content={image ? 'summary_large_image' : 'summary'}
      />
    </Head>
  )
}
