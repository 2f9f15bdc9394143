import { test } from '@japa/runner'
import StaffGrant from '#commands/staff_grant'
import StaffRevoke from '#commands/staff_revoke'
import ace from '@adonisjs/core/services/ace'
import { UserFactory } from '#database/factories/user_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import DomainException from '#exceptions/domain_exception'
import StaffGroup from '#models/staff_group'
import PermissionService from '#services/accounts/permission_service'
import StaffService from '#services/accounts/staff_service'
import { hasPermission } from '#domain/platform/permissions'
import { isolateDatabase } from '#tests/support/database'

const staff = new StaffService()
const permissions = new PermissionService()

test.group('Staff service', (group) => {
  group.each.setup(isolateDatabase)

  test('grants paths through the player’s own group, matching the nickname in any case', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ nickname: 'Sora' }).create()
    const membership = await staff.grant({ nickname: 'SORA', paths: ['Web.Documents.Edit'] })

    assert.deepEqual(membership, {
      group: `personal:${user.id}`,
      permissions: ['web.documents.edit'],
    })
    const tree = await permissions.treeFor(user)
    assert.isTrue(hasPermission(tree, 'web.documents.edit'))
    assert.isFalse(hasPermission(tree, 'web.documents.create'))
  })

  test('grants through a named group, creating it once and never duplicating a path', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    await staff.grant({ nickname: user.nickname, paths: ['web.documents.edit'], group: 'editors' })
    const again = await staff.grant({
      nickname: user.nickname,
      paths: ['web.documents.edit', 'web.documents.create'],
      group: 'editors',
    })

    assert.deepEqual(again.permissions, ['web.documents.create', 'web.documents.edit'])
    assert.lengthOf(await StaffGroup.query().where('name', 'editors'), 1)
    assert.deepEqual(await staff.describe(user.nickname), [
      { group: 'editors', permissions: ['web.documents.create', 'web.documents.edit'] },
    ])
  })

  test('revokes a personal path and drops the emptied personal group', async ({ assert }) => {
    const user = await UserFactory.create()
    await staff.grant({ nickname: user.nickname, paths: ['web.documents.edit', 'web.bans'] })

    let left = await staff.revoke({ nickname: user.nickname, paths: ['web.bans'] })
    assert.deepEqual(left, [{ group: `personal:${user.id}`, permissions: ['web.documents.edit'] }])
    left = await staff.revoke({ nickname: user.nickname, paths: ['web.documents.edit'] })
    assert.deepEqual(left, [])
    assert.deepEqual(await permissions.treeFor(user), {})
  })

  test('takes the player out of a named group without touching its other members', async ({
    assert,
  }) => {
    const editors = await withPermissions(['web.documents.edit'])
      .merge({ name: 'editors' })
      .create()
    const [leaving, staying] = await UserFactory.createMany(2)
    await editors.related('users').attach([leaving.id, staying.id])

    await staff.revoke({ nickname: leaving.nickname, paths: [], group: 'editors' })

    assert.deepEqual(await permissions.treeFor(leaving), {})
    assert.isTrue(hasPermission(await permissions.treeFor(staying), 'web.documents.edit'))
  })

  test('refuses {case}')
    .with([
      {
        case: 'an unknown player',
        input: { nickname: 'nobody_here', paths: ['web.x'] },
        key: 'unknown_player',
      },
      { case: 'no path', input: { nickname: 'known', paths: [] }, key: 'no_paths' },
      {
        case: 'a malformed path',
        input: { nickname: 'known', paths: ['web..x'] },
        key: 'bad_path',
      },
    ])
    .run(async ({ assert }, { input, key }) => {
      await UserFactory.merge({ nickname: 'known' }).create()
      const error = await staff.grant(input).catch((caught) => caught)
      assert.instanceOf(error, DomainException)
      assert.equal(error.translationKey, `accounts.staff.${key}`)
      assert.deepEqual(await StaffGroup.all(), [])
    })

  test('refuses to revoke through a group that does not exist', async ({ assert }) => {
    const user = await UserFactory.create()
    const error = await staff
      .revoke({ nickname: user.nickname, paths: [], group: 'ghosts' })
      .catch((caught) => caught)
    assert.equal(error.translationKey, 'accounts.staff.unknown_group')
  })
})

test.group('staff:grant and staff:revoke commands', (group) => {
  group.each.setup(isolateDatabase)
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })

  test('grant and revoke from the console, failing with a readable line', async ({ assert }) => {
    const user = await UserFactory.merge({ nickname: 'Megumin' }).create()

    const grant = await ace.create(StaffGrant, ['megumin', 'web.documents.create'])
    await grant.exec()
    grant.assertSucceeded()
    grant.assertLogMatches(/now holds through group personal:\d+: web\.documents\.create/)
    assert.isTrue(hasPermission(await permissions.treeFor(user), 'web.documents.create'))

    const revoke = await ace.create(StaffRevoke, ['Megumin', 'web.documents.create'])
    await revoke.exec()
    revoke.assertSucceeded()
    assert.deepEqual(await permissions.treeFor(user), {})

    const unknown = await ace.create(StaffGrant, ['ghost', 'web.x'])
    await unknown.exec()
    unknown.assertFailed()
    unknown.assertLog('[ red(error) ] No player is called ghost.')
  })
})
