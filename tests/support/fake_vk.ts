import rewardsConfig from '#config/rewards'
import type User from '#models/user'
import { FakeVkApi } from '#dev/fakes/fake_vk_api'
import { OauthIdentityFactory } from '#database/factories/oauth_identity_factory'

/** The fake VK API of dev/fakes on VK_API_URL (.env.test, moved by TEST_PORT_OFFSET). */
export function startFakeVk() {
  const { apiUrl, token, groupId } = rewardsConfig.vk
  return FakeVkApi.start({ port: Number(new URL(apiUrl).port), token: token!, groupId: groupId! })
}

let vkSeq = 500_000

/** Links a VK account to the player (as VK ID sign-in does); answers its VK user id. */
export async function linkVk(user: User) {
  vkSeq += 1
  const vkUserId = String(vkSeq)
  await OauthIdentityFactory.merge({
    userId: user.id,
    provider: 'vkid',
    providerUserId: vkUserId,
  }).create()
  return vkUserId
}

/** A player with VK linked, in the community and allowing its messages: every step done. */
export async function readyForBonus(vk: FakeVkApi, user: User) {
  const vkUserId = await linkVk(user)
  vk.setMember(vkUserId, true)
  vk.setMessages(vkUserId, true)
  return vkUserId
}
