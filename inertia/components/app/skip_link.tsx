import { useT } from '~/hooks/use_t'

/** The first focusable element of every layout: jumps past the chrome to the page content. */
export function SkipLink() {
  const t = useT()
  return (
    <a
      href="#content"
      className="fixed start-4 top-3 z-[100] -translate-y-24 rounded-xl bg-surface-overlay px-4 py-2.5 text-sm font-semibold text-white shadow-pop transition-transform focus-visible:translate-y-0"
    >
      {t('common.nav.skip_to_content')}
    </a>
  )
}
