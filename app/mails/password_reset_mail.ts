import { LocalizedMail, type MailRecipient } from '#mails/localized_mail'
import { RESET_LINK } from '#domain/accounts/mail_codes'

/** spec §4 password reset: the link to set a new password. */
export default class PasswordResetMail extends LocalizedMail {
  constructor(
    recipient: MailRecipient,
    private url: string
  ) {
    super(recipient)
  }

  prepare() {
    this.compose('password_reset', 'mail.password_reset.subject', {
      url: this.url,
      minutes: RESET_LINK.lifetimeMinutes,
    })
  }
}
