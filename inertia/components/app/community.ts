import type { BrandName } from '~/components/app/brand_icons'

/** The community channels of spec §3 app state, in display order, with their brand colour. */
export const COMMUNITY_CHANNELS: readonly { id: BrandName; color: string }[] = [
  { id: 'discord', color: '#5865F2' },
  { id: 'vk', color: '#0077FF' },
  { id: 'youtube', color: '#FF0033' },
  { id: 'telegram', color: '#26A5E4' },
]
