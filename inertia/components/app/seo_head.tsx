import { Head, usePage } from '@inertiajs/react'
import { LOCALES, switchPathLocale, localeOfPath } from '@domain/platform/locales'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'

/**
 * spec §2 head: the canonical link on the primary origin (the bare `/` is
 * canonical at its language's home) and ru/en alternates, which are left
 * out when the page is served from another origin. Every page has a meta
 * description: the product's tagline.
 */
export function SeoHead() {
  const { url } = usePage()
  const { site, locale } = useShared()
  const path = url.split(/[?#]/)[0] || '/'
  const canonicalPath = localeOfPath(path) ? path : switchPathLocale(path, locale)
  const t = useT()

  return (
    <Head>
      <meta head-key="description" name="description" content={t('common.product.tagline')} />
      <link rel="canonical" href={`${site.origin}${canonicalPath}`} />
      {site.primary &&
        LOCALES.map((language) => (
          <link
            key={language}
            rel="alternate"
            hrefLang={language}
            href={`${site.origin}${switchPathLocale(canonicalPath, language)}`}
          />
        ))}
      {site.primary && <link rel="alternate" hrefLang="x-default" href={`${site.origin}/`} />}
    </Head>
  )
}
