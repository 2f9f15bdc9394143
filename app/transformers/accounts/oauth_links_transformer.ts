import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OauthLinks } from '#services/accounts/oauth_link_service'

/**
 * The ways to log in of cabinet → authorization and `GET cabinet/authorization`:
 * the password, the e-mail, and each provider set up on the site or linked, with its
 * link (`null` when not linked) and whether the site can log in through it.
 */
export default class OauthLinksTransformer extends BaseTransformer<OauthLinks> {
  toObject() {
    const { identities } = this.resource
    return {
      hasPassword: this.resource.hasPassword,
      email: this.resource.email,
      // A linked provider the site does not offer (its keys are unset) is listed as not configured.
      providers: [
        ...new Set([...this.resource.providers, ...identities.map((one) => one.provider)]),
      ].map((provider) => {
        const identity = identities.find((one) => one.provider === provider)
        return {
          provider,
          configured: this.resource.providers.includes(provider),
          link: identity
            ? {
                name: identity.name,
                email: identity.email,
                linkedAt: identity.createdAt.toUTC().toISO()!,
              }
            : null,
        }
      }),
      /** Linked providers the site no longer offers still count as ways in. */
      linkedCount: identities.length,
    }
  }
}
