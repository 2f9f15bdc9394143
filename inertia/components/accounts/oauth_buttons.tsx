import type { OauthProvider } from '@domain/accounts/oauth'
import { OauthProviderMark } from '~/components/accounts/oauth_provider_mark'
import { useShared } from '~/hooks/use_shared'
import { useT } from '~/hooks/use_t'
import { pageUrl } from '~/lib/routes'

/**
 * "Or sign in with" and a button per provider set up on the site (issue
 * #12: the others are hidden). Plain links: the provider's page is a full
 * navigation, never an Inertia visit.
 */
export function OauthButtons({
  providers,
  query,
}: {
  providers: OauthProvider[]
  /** More for the start link: the launcher's login page sends its machine. */
  query?: Record<string, string>
}) {
  const t = useT()
  const { locale } = useShared()
  if (providers.length === 0) return null
  return (
    <section aria-labelledby="oauth-heading" className="flex flex-col gap-3">
      <h2
        id="oauth-heading"
        className="flex items-center gap-3 text-xs font-medium tracking-wide text-subtle uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border"
      >
        {t('accounts.oauth.or_sign_in_with')}
      </h2>
      <ul className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              href={pageUrl(
                'accounts.oauth_logins.create',
                locale,
                { provider },
                { ...query, lang: locale }
              )}
              className="flex min-h-11 items-center gap-3 rounded-2xl border border-border bg-surface-raised px-3 py-2 text-sm font-medium text-text transition-colors hover:border-border-strong hover:bg-surface-overlay focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <OauthProviderMark provider={provider} className="size-7 rounded-lg" />
              {t(`accounts.oauth.providers.${provider}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
