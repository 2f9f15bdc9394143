import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { Vite } from '@adonisjs/vite'
import { Inertia, ServerRenderer } from '@adonisjs/inertia'
import type {
  AsPageProps,
  ComponentProps,
  InertiaConfig,
  InertiaPages,
  PageObject,
  SharedProps,
} from '@adonisjs/inertia/types'
import { fullPageRequest, pageKey } from '#http/page_keys'
import { deflatePart, gzipOfParts } from '#http/compressed_bytes'
import {
  hasPlayerShell,
  personalShellProps,
  playerShellProps,
  publicShellProps,
} from '#domain/platform/player_shell'
import PageCacheService, { type PlayerShell } from '#services/platform/page_cache_service'

/** Where the page data goes: the script Inertia's server render writes before the app's markup. */
const PAGE_SCRIPT = '<script data-page="app" type="application/json">'
/** The same script marked, so the browser hydrates the shell's props first (inertia/app.tsx). */
const SHELL_PAGE_SCRIPT = '<script data-page="app" data-player-shell type="application/json">'

/** The page data as Inertia's server render writes it into HTML. */
function pageJson(page: object) {
  return JSON.stringify(page).replace(/\//g, '\\/').replace(/</g, '\\u003c')
}

/** A kept part of a shell, deflated once at the best level. */
function keptPart(text: string, last = false) {
  return deflatePart(Buffer.from(text), { last, level: 9 })
}

/** The end of the page data: the shell's JSON members of what every player gets alike. */
function publicPart(publicProps: Record<string, unknown>) {
  return keptPart(pageJson(publicProps).slice(1, -1) + '}}')
}

/**
 * The page data up to the shell's public part: the player's own, with the
 * props last and left open for the public members that follow.
 */
function playerPart(page: Page, publicPartEmpty: boolean) {
  const { props, ...rest } = page
  const head = pageJson({ ...rest, props: personalShellProps(page.component, props) }).slice(0, -2)
  return Buffer.from(head.endsWith('{') || publicPartEmpty ? head : `${head},`)
}

type Page = PageObject<Record<string, unknown>, string>
type PageName = keyof InertiaPages & string
/** A page's own props, as Inertia's `render` takes them. */
type PropsOf<Name extends PageName> = InertiaPages[Name] extends ComponentProps
  ? AsPageProps<Omit<InertiaPages[Name], keyof SharedProps>>
  : never

/**
 * Inertia, drawing a logged-in player's full page loads of the pages
 * `#domain/platform/player_shell` lists from a shell (#29, docs/decisions.md
 * "Logged-in pages from a cached shell"): React renders each page once per
 * key without its player, and every player gets that markup with their own
 * page data, which the browser swaps in after hydrating. Everything else
 * renders as Inertia does.
 */
export default class PlayerShellInertia extends Inertia<InertiaPages> {
  static #processRenderer: ServerRenderer | undefined

  /** This request's Inertia, as InertiaManager makes it, with one server renderer per process. */
  static async forRequest(ctx: HttpContext) {
    const config = app.config.get<InertiaConfig>('inertia')
    const vite = await ctx.containerResolver.make('vite')
    PlayerShellInertia.#processRenderer ??= new ServerRenderer(config, vite)
    return new PlayerShellInertia(ctx, config, vite, PlayerShellInertia.#processRenderer)
  }

  #renderer: ServerRenderer

  constructor(ctx: HttpContext, config: InertiaConfig, vite: Vite, renderer: ServerRenderer) {
    super(ctx, config, vite, renderer)
    this.#renderer = renderer
  }

  /**
   * A page drawn from a shell is sent here, as bytes (the shell's kept parts
   * with the player's page data between them, gzip when the browser takes
   * it), and the empty string returned: the route's answer is already set.
   */
  async render<Name extends PageName>(
    component: Name,
    pageProps: PropsOf<Name>,
    viewProps?: Record<string, unknown>
  ) {
    if (!(await this.#drawsShell(component))) return super.render(component, pageProps, viewProps)
    const page = (await this.page(component, pageProps)) as unknown as Page
    const shell = await new PageCacheService().shell(`${pageKey(this.ctx)}\n${component}`, () =>
      this.#renderShell(page, viewProps)
    )
    const own = playerPart(page, shell.publicJson.plain.length === '}}'.length)
    const { request, response } = this.ctx
    response.header('Content-Type', 'text/html; charset=utf-8')
    response.append('Vary', 'Accept-Encoding')
    if (request.encoding(['gzip', 'identity']) === 'gzip') {
      // Level 1: the player's part is small and new on every request.
      const parts = [shell.before, deflatePart(own, { last: false, level: 1 })]
      response.header('Content-Encoding', 'gzip')
      response.send(gzipOfParts([...parts, shell.publicJson, shell.after]))
    } else {
      const parts = [shell.before.plain, own, shell.publicJson.plain, shell.after.plain]
      response.send(Buffer.concat(parts))
    }
    return ''
  }

  async #drawsShell(component: PageName) {
    return (
      Boolean(this.ctx.auth?.user) &&
      fullPageRequest(this.ctx) &&
      hasPlayerShell(component) &&
      (await this.ssrEnabled(component))
    )
  }

  /** The page rendered with no player's data, cut where the page data goes. */
  async #renderShell(page: Page, viewProps?: Record<string, unknown>): Promise<PlayerShell> {
    const neutral = { ...page, props: playerShellProps(page.component, page.props), flash: {} }
    const { head, body } = await this.#renderer.render(neutral)
    const rootView = this.config.rootView
    const html = await this.ctx.view.render(
      typeof rootView === 'function' ? rootView(this.ctx) : rootView,
      { page: { ssrHead: head, ssrBody: body, ...neutral }, ...viewProps }
    )
    const start = html.indexOf(PAGE_SCRIPT)
    const end = html.indexOf('</script>', start)
    // The translations feed only the server render; the browser fetches its bundle.
    const publicProps = { ...publicShellProps(page.component, page.props), translations: undefined }
    return {
      before: keptPart(html.slice(0, start) + SHELL_PAGE_SCRIPT),
      publicJson: publicPart(publicProps),
      after: keptPart(html.slice(end), true),
    }
  }
}
