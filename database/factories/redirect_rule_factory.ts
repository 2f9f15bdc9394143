import factory from '@adonisjs/lucid/factories'
import RedirectRule from '#models/redirect_rule'

/**
 * A staff redirect rule: a temporary (302) redirect to a page in the
 * visitor's language. RedirectRuleService caches rules for 30 s, so tests
 * call its refresh() after creating one.
 */
export const RedirectRuleFactory = factory
  .define(RedirectRule, ({ faker }) => ({
    fromPath: `/promo-${faker.string.alphanumeric(10).toLowerCase()}`,
    target: '/{lang}/store',
    statusCode: 302 as const,
  }))
  .state('permanent', (rule) => {
    rule.statusCode = 301
  })
  .state('external', (rule) => {
    rule.target = 'https://partner.example/landing'
  })
  .build()
