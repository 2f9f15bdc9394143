import { LocalizedMail, type MailRecipient } from '#mails/localized_mail'
import { VERIFICATION_LINK } from '#domain/accounts/mail_codes'

/** The link that confirms a new account's e-mail address. */
export default class EmailVerificationMail extends LocalizedMail {
  constructor(
    recipient: MailRecipient,
    private url: string
  ) {
    super(recipient)
  }

  prepare() {
    this.compose('email_verification', 'mail.email_verification.subject', {
      url: this.url,
      hours: VERIFICATION_LINK.lifetimeHours,
    })
  }
}
