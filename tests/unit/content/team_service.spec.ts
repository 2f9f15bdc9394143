import { test } from '@japa/runner'
import TeamMember from '#models/team_member'
import TeamService from '#services/content/team_service'
import DomainException from '#exceptions/domain_exception'
import { UserFactory } from '#database/factories/user_factory'
import { isolateDatabase } from '#tests/support/database'

test.group('TeamService', (group) => {
  group.each.setup(isolateDatabase)

  test('places a player by nickname in any case, moves them, and takes them off', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ nickname: 'Sora_X' }).create()
    const team = new TeamService()

    await team.place({ nickname: 'sora_x', role: 'moderator' })
    await team.place({ nickname: 'SORA_X', role: 'admin', position: 3 })
    const rows = await TeamMember.query().where('user_id', user.id)
    assert.lengthOf(rows, 1)
    assert.deepInclude(rows[0].$attributes, { role: 'admin', position: 3 })

    assert.isTrue(await team.remove('Sora_X'))
    assert.isFalse(await team.remove('Sora_X'))
  })

  test('refuses an unknown role or player', async ({ assert }) => {
    await UserFactory.merge({ nickname: 'Sora_Y' }).create()
    const team = new TeamService()
    await assert.rejects(() => team.place({ nickname: 'Sora_Y', role: 'wizard' }), DomainException)
    await assert.rejects(() => team.place({ nickname: 'nobody', role: 'admin' }), DomainException)
  })
})
