import factory from '@adonisjs/lucid/factories'
import EmailChangeRequest from '#models/email_change_request'
import { UserFactory } from '#database/factories/user_factory'

/** An e-mail change that has not sent a code yet; tests merge the step they need. */
export const EmailChangeRequestFactory = factory
  .define(EmailChangeRequest, () => ({
    currentConfirmedAt: null,
    newEmail: null,
    codeTarget: null,
    codeHash: null,
    codeSentAt: null,
    attempts: 0,
  }))
  .relation('user', () => UserFactory)
  .build()
