import { test } from '@japa/runner'
import drive from '@adonisjs/drive/services/main'
import CoverArt from '#models/cover_art'
import LookImage from '#models/look_image'
import User from '#models/user'
import { seedAccounts } from '#database/demo/accounts'
import { seedLooks } from '#database/demo/looks'
import { isolateDatabase } from '#tests/support/database'
import { pixelsOf } from '#tests/support/looks'

test.group('Demo looks', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => drive.use().deleteAll('looks'))

  test('gives every demo player a distinct skin, some avatars, capes and covers, once', async ({
    client,
    assert,
  }) => {
    await seedAccounts()
    await seedLooks()
    await seedLooks()

    const players = await User.query().whereNotNull('skin_key').orderBy('id')
    assert.lengthOf(players, 6)
    const heads = await Promise.all(
      players.map(async (player) => {
        const head = await client.get(`/looks/skin/${player.skinKey}/large`)
        head.assertStatus(200)
        const { data } = await pixelsOf(Buffer.from(head.body() as ArrayBuffer))
        return data
      })
    )
    assert.lengthOf(new Set(heads), 6)
    assert.sameMembers(
      players.filter((player) => player.skinModel === 'slim').map((player) => player.nickname),
      ['Megumin', 'RemRam', 'Nezuko']
    )
    // Run twice, each look was stored once.
    assert.lengthOf(await LookImage.query().where('kind', 'skin'), 6)
    assert.lengthOf(await LookImage.query().where('kind', 'avatar'), 2)
    assert.lengthOf(await LookImage.query().where('kind', 'cape'), 2)
    assert.lengthOf(await CoverArt.all(), 3)
    assert.lengthOf(
      players.filter((player) => player.coverGlow !== null),
      4
    )
  })
})
