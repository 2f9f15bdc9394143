import { Link2 } from 'lucide-react'
import { DocumentArticle, type DocumentPageProps } from '~/components/content/document_article'
import { useT } from '~/hooks/use_t'

type Props = DocumentPageProps & { sections: { anchor: string; title: string; html: string }[] }

/**
 * The rules (spec §2): a table of contents and the sections with anchors;
 * a linked section lands below the fixed header (the cabinet-style offset).
 */
export default function RulesShow({ sections, ...props }: Props) {
  const t = useT()
  const titled = sections.filter((section) => section.title)
  const document = { ...props.document, body: '' }
  return (
    <DocumentArticle {...props} document={document} likes={false}>
      {titled.length > 0 && (
        <nav
          aria-labelledby="rules-toc"
          className="rounded-3xl border border-border bg-surface/80 p-6"
        >
          <h2 id="rules-toc" className="font-display text-lg font-semibold text-white">
            {t('content.rules.contents')}
          </h2>
          <ol className="mt-3 grid gap-1.5 sm:grid-cols-2">
            {titled.map((section) => (
              <li key={section.anchor}>
                <a
                  href={`#${section.anchor}`}
                  className="text-accent2-text underline-offset-4 hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((section) => (
        <section
          key={section.anchor}
          id={section.anchor}
          aria-labelledby={section.title ? `${section.anchor}-title` : undefined}
          className="mt-10 scroll-mt-[100px]"
        >
          {section.title && (
            <h2
              id={`${section.anchor}-title`}
              className="group flex items-center gap-2 font-display text-2xl font-semibold text-white"
            >
              {section.title}
              <a
                href={`#${section.anchor}`}
                className="text-subtle opacity-60 group-hover:opacity-100 focus-visible:opacity-100"
                aria-label={t('content.rules.link_to', { title: section.title })}
              >
                <Link2 aria-hidden="true" className="size-5" />
              </a>
            </h2>
          )}
          <div className="tm-prose mt-4" dangerouslySetInnerHTML={{ __html: section.html }} />
        </section>
      ))}
    </DocumentArticle>
  )
}
