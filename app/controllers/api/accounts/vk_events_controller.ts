import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import BotUpdateService from '#services/accounts/bot_update_service'
import { DEFAULT_LOCALE } from '#domain/platform/locales'

/**
 * The VK community's Callback API (https://dev.vk.com/ru/api/callback/getting-started):
 * `confirmation` is answered with the confirmation string, `message_new`
 * may carry the link command, `message_event` is a pressed callback
 * button. Every event must carry the secret (403 otherwise); the rest is
 * answered `ok` so VK does not retry it.
 */
@inject()
export default class VkEventsController {
  constructor(private updates: BotUpdateService) {}

  async store({ request, response }: HttpContext) {
    const { type, object, secret, group_id: groupId } = request.body() as Record<string, any>
    this.updates.assertVkSecret(secret, groupId)
    if (type === 'confirmation') return response.ok(this.updates.vkConfirmation())
    if (type === 'message_new' && object?.message?.peer_id !== undefined) {
      const { peer_id: peerId, text } = object.message
      await this.updates.message('vk', String(peerId), text, DEFAULT_LOCALE)
    } else if (type === 'message_event' && object?.peer_id !== undefined) {
      await this.updates.press(
        'vk',
        String(object.peer_id),
        object.payload?.d,
        {
          callbackId: String(object.event_id),
          userId: String(object.user_id),
          peerId: String(object.peer_id),
        },
        DEFAULT_LOCALE
      )
    }
    return response.ok('ok')
  }
}
