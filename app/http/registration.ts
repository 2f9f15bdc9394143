/*
| What the registration form's handlers share (the site's page, the launcher's
| page and the API): the input; for the pages, the login and its notice.
*/
import type { HttpContext } from '@adonisjs/core/http'
import type { SessionCredentials } from '#services/accounts/session_token_service'
import type { RegistrationInput } from '#services/accounts/registration_service'
import type { Infer } from '@vinejs/vine/types'
import type { createRegistrationValidator } from '#validators/accounts/registration'
import { actorOf } from '#http/actor'
import { setSessionCookies } from '#http/session_cookies'

/**
 * The validated form with the request's actor and language. The controllers validate it
 * themselves, so the generated route types know the body.
 */
export function registrationInput(
  ctx: HttpContext,
  input: Infer<typeof createRegistrationValidator>
): RegistrationInput {
  return { ...input, ...actorOf(ctx), locale: ctx.i18n.locale }
}

/** Logs the new player's browser in, with a notice naming the address the letter went to. */
export function logInRegistered(
  ctx: HttpContext,
  registered: SessionCredentials & { user: { email: string | null } }
) {
  setSessionCookies(ctx, registered)
  // spec §8: registering logs the player in; the verification letter is already queued.
  ctx.session.flash('success', {
    key: 'accounts.registrations.registered',
    data: { email: registered.user.email },
  })
}
