import app from '@adonisjs/core/services/app'
import type { RewardsConfig } from '#config/rewards'

const API_VERSION = '5.199'

/** The VK API could not answer (network, timeout, or an `error` body). */
export class VkApiError extends Error {}

/**
 * The community checks of the daily bonus (spec §4): `groups.isMember` and
 * `messages.isMessagesFromGroupAllowed`, with the community's token. Base
 * URL from VK_API_URL; tests and the demo run dev/fakes/fake_vk_api.ts.
 */
export default class VkApiClient {
  constructor(readonly config: RewardsConfig['vk'] = app.config.get('rewards.vk')) {}

  get enabled() {
    return this.config.token !== null && this.config.groupId !== null
  }

  /** Whether the VK user is a member of the community. */
  async isMember(vkUserId: string) {
    return (await this.call('groups.isMember', vkUserId)) === 1
  }

  /** Whether the VK user allows the community to message them. */
  async messagesAllowed(vkUserId: string) {
    const answer = (await this.call('messages.isMessagesFromGroupAllowed', vkUserId)) as {
      is_allowed?: number
    }
    return answer?.is_allowed === 1
  }

  private async call(method: string, vkUserId: string): Promise<unknown> {
    const body = new URLSearchParams({
      group_id: this.config.groupId ?? '',
      user_id: vkUserId,
      access_token: this.config.token ?? '',
      v: API_VERSION,
    })
    let answer: { response?: unknown; error?: { error_msg?: string } }
    try {
      answer = await this.post(method, body).catch(
        // A kept-alive connection the far end closed meanwhile: these reads are safe to repeat.
        () => this.post(method, body)
      )
    } catch (error) {
      throw new VkApiError(`VK ${method} failed`, { cause: error })
    }
    if (answer.error || !('response' in answer)) {
      throw new VkApiError(`VK ${method}: ${answer.error?.error_msg ?? 'no response'}`)
    }
    return answer.response
  }

  private async post(method: string, body: URLSearchParams) {
    const response = await fetch(`${this.config.apiUrl}/method/${method}`, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(this.config.timeoutMs),
    })
    return (await response.json()) as { response?: unknown; error?: { error_msg?: string } }
  }
}
