import env from '#start/env'

/*
| Community links and follower counts of the header, footer and home page
| (spec §3 app state). They come from the environment so staff can update
| them without a deploy.
*/
const communityConfig = {
  productName: 'TechnoMagic',
  /** The main site whose pay-success page anonymous players land on after a payment (spec §2). */
  mainSiteUrl: (env.get('MAIN_SITE_URL') ?? null) as string | null,
  counts: {
    discord: env.get('COMMUNITY_DISCORD_COUNT') ?? null,
    vk: env.get('COMMUNITY_VK_COUNT') ?? null,
    youtube: env.get('COMMUNITY_YOUTUBE_COUNT') ?? null,
    // spec §9: 3588 when absent.
    telegram: env.get('COMMUNITY_TELEGRAM_COUNT', 3588),
  },
  links: {
    'discord': env.get('COMMUNITY_DISCORD_URL', 'https://discord.gg/technomagic'),
    'vk': env.get('COMMUNITY_VK_URL', 'https://vk.com/technomagic'),
    'message_link': env.get('COMMUNITY_VK_MESSAGE_URL', 'https://vk.me/technomagic'),
    'support_link': env.get('COMMUNITY_SUPPORT_URL', 'https://vk.me/technomagic'),
    'youtube': env.get('COMMUNITY_YOUTUBE_URL', 'https://youtube.com/@technomagic'),
    // spec §9: falls back to the product's telegram host.
    'telegram': env.get('COMMUNITY_TELEGRAM_URL', 'https://t.me/technomagic'),
    '2fa_tg': env.get('COMMUNITY_2FA_TELEGRAM_URL', 'https://t.me/technomagic_auth_bot'),
    '2fa_vk': env.get('COMMUNITY_2FA_VK_URL', 'https://vk.me/technomagic'),
  },
}

export default communityConfig
