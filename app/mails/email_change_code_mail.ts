import { LocalizedMail, type MailRecipient } from '#mails/localized_mail'
import { MAIL_CODE } from '#domain/accounts/mail_codes'
import type { CodeTarget } from '#domain/accounts/email_change'

/** spec §4 e-mail change: the code for the current address (step 1) or the new one (step 4). */
export default class EmailChangeCodeMail extends LocalizedMail {
  constructor(
    recipient: MailRecipient,
    private code: string,
    private target: CodeTarget
  ) {
    super(recipient)
  }

  prepare() {
    this.compose('email_change_code', `mail.email_change.subject_${this.target}`, {
      code: this.code,
      target: this.target,
      minutes: MAIL_CODE.lifetimeMinutes,
    })
  }
}
