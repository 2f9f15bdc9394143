import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import type { ResolvedComponent } from '@inertiajs/react'
import { providePlayerHeader } from '~/components/app/player_parts'
import { defaultLayout, titleFor } from '~/lib/pages'
import { fetchCsrfTokenBeforeForms } from '~/lib/csrf'
import { loadMessages, loadMessagesOnVisits } from '~/lib/translations'
import { pageToHydrate } from '~/lib/player_shell'

fetchCsrfTokenBeforeForms()
loadMessagesOnVisits()

type FirstPageProps = { translationsUrl?: string; currentUser?: object | null }

/** The first page's component and props, as the server embedded them. */
function firstPageData() {
  const data = document.querySelector('script[data-page="app"]')?.textContent
  const page = data ? (JSON.parse(data) as { component?: string; props?: FirstPageProps }) : null
  return { component: page?.component, props: page?.props ?? {} }
}

/** The page map of later visits (#8): loaded once the first page is up, not before it. */
const pageModules = () => import('./page_modules')

const INTENT = ['pointerover', 'focusin', 'touchstart'] as const

/**
 * The page map loads when the visitor reaches for a link (a pointer or focus on one),
 * not with every page that is only read (#29 item 4); a visit started otherwise loads
 * it in `resolve`.
 */
function loadPageModulesOnIntent() {
  const warm = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return
    for (const type of INTENT) document.removeEventListener(type, warm, true)
    void pageModules()
  }
  for (const type of INTENT) document.addEventListener(type, warm, { capture: true, passive: true })
}

/**
 * The layout names the first page's chunk (`meta[name="tm-page"]`, production
 * builds), which boot.ts has preloaded: it hydrates without the page map, and so
 * do its partial reloads (polling, a form's answer), which resolve it again.
 */
const firstPage = document.querySelector<HTMLMetaElement>('meta[name="tm-page"]')
async function resolve(name: string): Promise<ResolvedComponent> {
  if (firstPage?.dataset.component === name) {
    const module = (await import(/* @vite-ignore */ firstPage.content)) as {
      default: ResolvedComponent
    }
    return module.default
  }
  const { resolveVisitedPage } = await pageModules()
  return resolveVisitedPage(name)
}

const servedPage = firstPageData()
const { translationsUrl, currentUser } = servedPage.props
// The design showcase draws demo players' headers, which the server rendered whole too.
const drawsPlayerHeader = Boolean(currentUser) || servedPage.component === 'platform/showcases/show'
/**
 * Before hydration: the first page's translation bundle (#8), and a player's
 * header part (the layout preloads both). Hydrated with the page, the player
 * menu is live when AppShell fires `tm:hydrated`, so boot.ts's replay of a
 * click held on it is not lost in a part still waiting to hydrate (#27 item 9).
 */
const beforeHydration = Promise.all([
  translationsUrl ? loadMessages(translationsUrl).catch(() => undefined) : undefined,
  drawsPlayerHeader
    ? import('~/components/app/player_header').then(providePlayerHeader).catch(() => undefined)
    : undefined,
])
void beforeHydration.then(() =>
  createInertiaApp({
    resolve,
    layout: defaultLayout,
    title: titleFor,
    progress: { color: 'var(--accent1)', delay: 150 },
    // Hydration as a transition yields to the browser every few milliseconds
    // instead of holding the main thread for the whole page (#8).
    setup({ el, App, props }) {
      if (!el.hasAttribute('data-server-rendered')) return createRoot(el).render(<App {...props} />)
      const initialPage = pageToHydrate(props.initialPage)
      startTransition(() => {
        hydrateRoot(el, <App {...props} initialPage={initialPage} />)
      })
    },
  }).then(loadPageModulesOnIntent)
)
