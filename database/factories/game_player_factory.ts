import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import GamePlayer from '#models/game_player'

/** A player the game servers reported, with a unique nickname (≤ 16 characters). */
export const GamePlayerFactory = factory
  .define(GamePlayer, ({ faker }) => {
    const nickname = `g_${faker.string.alphanumeric(12)}`
    return {
      nickname,
      nicknameKey: nickname.toLowerCase(),
      uuid: null,
      createdAt: DateTime.utc().startOf('second'),
    }
  })
  .build()
