import { inject } from '@adonisjs/core'
import type { EventsList } from '@adonisjs/core/types'
import EmailVerificationService from '#services/accounts/email_verification_service'

/** `accounts:registered`: a new account gets the link to confirm its address, in its language. */
@inject()
export default class SendVerificationMail {
  constructor(private verifications: EmailVerificationService) {}

  async handle({ user, locale }: EventsList['accounts:registered']) {
    await this.verifications.send(user, locale)
  }
}
