import type { Page } from '@inertiajs/core'
import type { ResolvedComponent } from '@inertiajs/react'
import DefaultLayout from '~/layouts/default'

type PageModule = { default: ResolvedComponent }

/**
 * The page resolver shared by app.tsx (lazy modules) and ssr.tsx (eager):
 * pages live at inertia/pages/<name>.tsx.
 */
export function resolvePage(pages: Record<string, unknown>) {
  return async (name: string): Promise<ResolvedComponent> => {
    const entry = pages[`./pages/${name}.tsx`] as
      PageModule | (() => Promise<PageModule>) | undefined
    if (!entry) throw new Error(`Page not found: ${name}`)
    const module = typeof entry === 'function' ? await entry() : entry
    return module.default
  }
}

/** Pages use the default layout unless they set `Page.layout` (style §3). */
export const defaultLayout = (_name: string, _page: Page) => DefaultLayout

/** spec §2: the page title followed by the product name. */
export function titleFor(title: string, page: Page) {
  const productName = (page.props.app as { productName?: string } | undefined)?.productName ?? ''
  return title ? `${title} — ${productName}` : productName
}
