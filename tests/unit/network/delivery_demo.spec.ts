import { test } from '@japa/runner'
import DeliveryCommand from '#models/delivery_command'
import User from '#models/user'
import PermissionService from '#services/accounts/permission_service'
import { hasPermission } from '#domain/platform/permissions'
import { seedPlatform } from '#database/demo/platform'
import { seedAccounts } from '#database/demo/accounts'
import { seedEconomy } from '#database/demo/economy'
import { seedStore } from '#database/demo/store'
import { seedPurchases } from '#database/demo/purchases'
import { isolateDatabase } from '#tests/support/database'

test.group('Delivery demo data', (group) => {
  group.each.setup(isolateDatabase)

  test('seeds commands in several states once, and lets the demo staff see them', async ({
    assert,
  }) => {
    await seedPlatform()
    await seedAccounts()
    await seedEconomy()
    await seedStore()
    await seedPurchases()
    await seedPurchases()

    const commands = await DeliveryCommand.query().preload('user')
    assert.lengthOf(commands, 6)
    assert.includeMembers(
      commands.map((command) => command.state),
      ['done', 'waiting_for_player', 'failed']
    )
    assert.isTrue(commands.every((command) => command.user?.nickname === command.nickname))
    const sora = await User.findByOrFail('nickname', 'Sora')
    const tree = await new PermissionService().treeFor(sora)
    assert.isTrue(hasPermission(tree, 'web.network.view'))
  }).timeout(20_000)
})
