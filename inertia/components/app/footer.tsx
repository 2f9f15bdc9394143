import { LifeBuoy } from 'lucide-react'
import { BrandLink } from '~/components/app/brand'
import { CommunityLinks } from '~/components/app/community_links'
import { LanguageSwitch } from '~/components/app/language_switch'
import { DOCUMENT_NAVIGATION, MAIN_NAVIGATION } from '~/components/app/navigation'
import { NavItem } from '~/components/app/nav_item'
import { RegionSwitch } from '~/components/app/region_switch'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'

function FooterHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2
      id={id}
      className="mb-3 font-display text-xs font-semibold tracking-[0.14em] text-white uppercase"
    >
      {children}
    </h2>
  )
}

/** The site footer: blurb, pages, community with counts, documents, support, switches, copyright. */
export function Footer() {
  const t = useT()
  const { app, now } = useShared()
  // The server's year (UTC), so a page rendered on New Year's Eve hydrates without a mismatch.
  const year = now.slice(0, 4)

  return (
    <footer className="relative mt-auto overflow-hidden border-t border-border bg-background-deep/70">
      <div aria-hidden="true" className="tm-divider-glow absolute inset-x-0 top-0" />
      <div
        aria-hidden="true"
        className="tm-runes pointer-events-none absolute inset-0 opacity-[0.05]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 pt-14 pb-8 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:px-8">
        <div className="flex flex-col gap-4">
          <BrandLink />
          <p className="max-w-sm text-sm leading-6 text-muted">{t('common.footer.blurb')}</p>
          <div className="flex flex-wrap items-center gap-1 -ms-2.5">
            <LanguageSwitch align="start" />
            <RegionSwitch align="start" />
          </div>
        </div>

        <nav aria-labelledby="footer-pages">
          <FooterHeading id="footer-pages">{t('common.footer.navigation')}</FooterHeading>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1 md:grid-cols-1">
            {MAIN_NAVIGATION.map((item) => (
              <li key={item.id}>
                <NavItem item={item} variant="footer" />
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-community">
          <FooterHeading id="footer-community">{t('common.footer.community')}</FooterHeading>
          <CommunityLinks variant="list" />
        </section>

        <section aria-labelledby="footer-documents" className="flex flex-col">
          <FooterHeading id="footer-documents">{t('common.footer.documents')}</FooterHeading>
          <ul className="flex flex-col gap-1">
            {DOCUMENT_NAVIGATION.map((item) => (
              <li key={item.id}>
                <NavItem item={item} variant="footer" />
              </li>
            ))}
            {app.links.support_link && (
              <li>
                <a
                  href={app.links.support_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-8 items-center gap-2 text-sm text-muted transition-colors hover:text-text"
                >
                  <LifeBuoy aria-hidden="true" className="size-4 text-accent2-text" />
                  {t('common.footer.support')}
                  <span className="sr-only">{t('common.actions.opens_new_tab')}</span>
                </a>
              </li>
            )}
          </ul>
        </section>
      </div>
      <div className="relative border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs leading-5 text-subtle sm:px-6 lg:px-8">
          {t('common.footer.copyright', { year, product: app.productName })}
        </p>
      </div>
    </footer>
  )
}
