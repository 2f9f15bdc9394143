import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace vk:fake`: the VK API stand-in of the daily bonus for the local
 * demo (`npm run dev` starts it). Its page lists who joined the community
 * and allows its messages, and toggles both for a VK user id.
 */
export default class VkFake extends BaseCommand {
  static commandName = 'vk:fake'
  static description = 'Run a fake VK API (groups.isMember, messages.isMessagesFromGroupAllowed)'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.number({ description: 'Port, when VK_API_URL names none', default: 4012 })
  declare port: number

  async run() {
    const { default: rewardsConfig } = await import('#config/rewards')
    const { FakeVkApi } = await import('#dev/fakes/fake_vk_api')
    const { token, groupId, apiUrl } = rewardsConfig.vk
    const url = new URL(apiUrl)
    if (!token || !groupId || url.hostname !== '127.0.0.1') {
      this.logger.info('VK_API_URL is not a 127.0.0.1 address with a token and group: no fake VK')
      return this.terminate()
    }
    const fake = await FakeVkApi.start({ port: Number(url.port) || this.port, token, groupId })
    const { DEMO_VK_ACCOUNTS } = await import('#database/demo/rewards')
    for (const account of DEMO_VK_ACCOUNTS) {
      fake.setMember(account.vkUserId, account.member)
      fake.setMessages(account.vkUserId, account.member)
    }
    this.logger.success(`fake VK API on ${fake.origin} (join the community there)`)
    const stop = async () => {
      await fake.stop()
      await this.terminate()
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
}
