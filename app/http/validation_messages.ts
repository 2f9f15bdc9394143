import type { HttpContext } from '@adonisjs/core/http'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

/**
 * Validation messages in the request's language that name a field the way
 * its form labels it: `validator.<area>.<resources>.fields.<field>` of the
 * route first (`accounts.registrations.store` and its `api.` twin share
 * it), then `validator.shared.fields.<field>`. One API field can read
 * differently per form: `login` is the nickname on sign-up and "nickname
 * or e-mail" on the login form.
 */
export function validationMessages(ctx: HttpContext): MessagesProviderContact {
  const shared = ctx.i18n.createMessagesProvider()
  const resource = ctx.route?.name
    ?.replace(/^(api|game)\./, '')
    .split('.')
    .slice(0, -1)
    .join('.')

  const label = (name: string) => {
    const own = resource ? ctx.i18n.resolveIdentifier(`validator.${resource}.fields.${name}`) : null
    return own ? ctx.i18n.formatRawMessage(own.message) : null
  }

  return {
    getMessage(defaultMessage: string, rule: string, field: FieldContext, meta?: any) {
      const name = label(String(field.name))
      // The shared provider keeps a name it has no translation for, so the label passes through.
      const named = name ? { ...field, name } : field
      const message = shared.getMessage(defaultMessage, rule, named, meta)
      // "{field} must be…" starts a sentence with "the nickname" in English.
      return message.charAt(0).toUpperCase() + message.slice(1)
    },
  }
}
