import { BaseTransformer } from '@adonisjs/core/transformers'
import type BotMessage from '#models/bot_message'

/** A message of the dev bot inbox: which bot, to which chat, the text and its buttons. */
export default class BotMessageTransformer extends BaseTransformer<BotMessage> {
  toObject() {
    return {
      id: this.resource.id,
      bot: this.resource.bot,
      chatId: this.resource.chatId,
      text: this.resource.text,
      buttons: this.resource.buttons,
      createdAt: this.resource.createdAt.toUTC().toISO()!,
    }
  }
}
