import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'

/** Who a letter goes to, and in which language it is written. */
export type MailRecipient = { email: string; nickname: string; locale: string }

/**
 * A letter in its recipient's language (style §4: the server translates
 * mail): subject and texts from resources/lang/<locale>/mail/*.json, HTML
 * and plain text from resources/views/emails/<template>(_text).edge.
 */
export abstract class LocalizedMail extends BaseMail {
  constructor(protected recipient: MailRecipient) {
    super()
  }

  protected compose(template: string, subjectKey: string, data: Record<string, unknown>) {
    const { email, nickname, locale } = this.recipient
    const i18n = i18nManager.locale(locale)
    const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values)
    const product = t('common.product.name')
    const subject = t(subjectKey, { product, ...data })
    const view = {
      ...data,
      t,
      lang: i18n.locale,
      subject,
      product,
      nickname,
      siteUrl: router.urlBuilder.urlFor(
        'platform.home.show',
        { lang: i18n.locale },
        { prefixUrl: new URL(appUrl).origin }
      ),
    }
    this.message
      .to(email)
      .subject(subject)
      .htmlView(`emails/${template}`, view)
      .textView(`emails/${template}_text`, view)
  }
}
