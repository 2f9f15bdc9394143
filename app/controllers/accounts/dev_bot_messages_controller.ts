import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import DevBotInboxService from '#services/accounts/dev_bot_inbox_service'
import BotMessageTransformer from '#transformers/accounts/bot_message_transformer'
import { devBotCommandValidator, devBotPressValidator } from '#validators/accounts/two_factor'

/**
 * /{lang}/dev-bot-inbox: the chat with the bots of the embedded default
 * (outside production, bots without a token; otherwise 404). `store`
 * writes to a bot, `update` presses a button.
 */
@inject()
export default class DevBotMessagesController {
  constructor(private inbox: DevBotInboxService) {}

  async index({ inertia }: HttpContext) {
    const messages = await this.inbox.list()
    return inertia.render('accounts/dev_bot_messages/index', {
      messages: BotMessageTransformer.transform(messages),
      bots: this.inbox.bots(),
    })
  }

  async store({ request, response, i18n }: HttpContext) {
    const input = await request.validateUsing(devBotCommandValidator)
    await this.inbox.write(input.bot, input.chatId, input.text, i18n.locale)
    return response.redirect().toRoute('accounts.dev_bot_messages.index', { lang: i18n.locale })
  }

  async update({ request, response, i18n }: HttpContext) {
    const input = await request.validateUsing(devBotPressValidator)
    await this.inbox.press(input.messageId, input.data, i18n.locale)
    return response.redirect().toRoute('accounts.dev_bot_messages.index', { lang: i18n.locale })
  }
}
