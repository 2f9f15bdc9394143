/*
| A logged-in player's page is drawn from a shell (#29, docs/decisions.md
| "Logged-in pages from a cached shell"): the server renders the page once
| per asset version, host, language, region, theme and URL with every
| personal prop set to the neutral value below, keeps that markup, and
| sends it to each player with the player's own page data. The browser
| hydrates the same neutral props, then swaps in the player's. Server and
| browser neutralise alike from this one list.
*/

/** The prop a shell's page carries while it shows no player's data. */
export const PLAYER_SHELL_PROP = 'playerShell'

/** The player the shell draws: no login, no avatar; the header shows placeholders. */
export const SHELL_PLAYER = { id: 0, login: '', avatarOrSkin: null, referralCode: '' }

/** Shared props (inertia_middleware) that are the same for every player of a shell's key. */
const PUBLIC_SHARED_PROPS = [
  'locale',
  'translationsUrl',
  'translations',
  'region',
  'theme',
  'app',
  'site',
  // The shell's render time: the footer's year and the clocks' first frame; they tick after.
  'now',
]

/** The shell's stand-ins for the shared props that belong to the player. */
const SHELL_SHARED_PROPS: Record<string, unknown> = {
  currentUser: SHELL_PLAYER,
  balance: 0,
  coins: 0,
  managers: null,
  permissions: [],
  errors: {},
}

/**
 * The pages drawn from a shell: the props every player gets alike (kept),
 * and stand-ins for the player's own. Any other prop is left out of the
 * shell, so a prop added later is personal until listed here. A page not
 * listed is rendered whole for its player, as before.
 */
const SHELL_PAGES: Record<string, { public: string[]; shell: Record<string, unknown> }> = {
  'economy/store/show': {
    public: ['shelves', 'initialServer'],
    shell: { activeRoles: [], discountPercent: 0, walletBalance: 0 },
  },
  'accounts/active_sessions/index': { public: [], shell: { sessions: [] } },
}

export function hasPlayerShell(component: string) {
  return Object.hasOwn(SHELL_PAGES, component)
}

/** The props of the page that every player of the shell's key gets alike. */
export function publicShellProps(component: string, props: Record<string, unknown>) {
  const keys = [...PUBLIC_SHARED_PROPS, ...SHELL_PAGES[component].public]
  return Object.fromEntries(
    keys.filter((key) => Object.hasOwn(props, key)).map((key) => [key, props[key]])
  )
}

/** The page's props that belong to its player: every prop the shell's key does not share. */
export function personalShellProps(component: string, props: Record<string, unknown>) {
  const shared = new Set([...PUBLIC_SHARED_PROPS, ...SHELL_PAGES[component].public])
  return Object.fromEntries(Object.entries(props).filter(([key]) => !shared.has(key)))
}

/** The page's props with nothing of its player: what the shell is rendered and hydrated with. */
export function playerShellProps(
  component: string,
  props: Record<string, unknown>
): Record<string, unknown> {
  return {
    ...publicShellProps(component, props),
    ...SHELL_SHARED_PROPS,
    ...SHELL_PAGES[component].shell,
    [PLAYER_SHELL_PROP]: true,
  }
}
