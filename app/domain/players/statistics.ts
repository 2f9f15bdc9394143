/** The game statistics a profile shows (spec §3 player profile statistics), in their order. */
export const GAME_STATISTICS = [
  'blocksBroken',
  'blocksPlaced',
  'playersKilled',
  'mobsKilled',
  'deaths',
  'experience',
  'chatMessages',
  'caseOpenings',
] as const

export type GameStatistic = (typeof GAME_STATISTICS)[number]
