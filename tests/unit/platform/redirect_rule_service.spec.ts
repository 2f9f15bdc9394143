import { test } from '@japa/runner'
import cache from '@adonisjs/cache/services/main'
import RedirectRule from '#models/redirect_rule'
import RedirectRuleService from '#services/platform/redirect_rule_service'
import { RedirectRuleFactory } from '#database/factories/redirect_rule_factory'
import { isolateDatabase } from '#tests/support/database'
import { captureLogs } from '#tests/support/logs'
import { forgetLocalMemos } from '#data/local_memo'

test.group('Redirect rules cache', (group) => {
  group.each.setup(isolateDatabase)

  test('keeps the table it read until it is forgotten', async ({ assert }) => {
    const rule = await RedirectRuleFactory.merge({
      fromPath: '/old',
      target: '/{lang}/new',
    }).create()
    const rules = new RedirectRuleService()

    const found = await rules.find('/old/')
    await rule.delete()
    const cached = await rules.find('/old')
    await rules.forget()

    assert.deepEqual(found, { target: '/{lang}/new', statusCode: 302 })
    assert.deepEqual(cached, found)
    assert.isNull(await rules.find('/old'))
  })

  test('keeps serving the rules it has when a later read fails', async ({ assert, cleanup }) => {
    await RedirectRuleFactory.merge({ fromPath: '/old', target: '/{lang}/new' }).create()
    const rules = new RedirectRuleService()
    await rules.find('/old')
    const all = RedirectRule.all
    RedirectRule.all = () => Promise.reject(new Error('database unreachable'))
    const logs = captureLogs()
    cleanup(() => {
      RedirectRule.all = all
      logs.restore()
    })

    // As if its 30 s were over: the next lookup must read the table again.
    await cache.expire({ key: 'redirect_rules' })
    forgetLocalMemos()

    assert.deepEqual(await rules.find('/old'), { target: '/{lang}/new', statusCode: 302 })
  })

  test('answers no rule when the table cannot be read', async ({ assert, cleanup }) => {
    const all = RedirectRule.all
    RedirectRule.all = () => Promise.reject(new Error('database unreachable'))
    const logs = captureLogs()
    cleanup(() => {
      RedirectRule.all = all
      logs.restore()
    })

    assert.isNull(await new RedirectRuleService().find('/old'))
    assert.equal(logs.errors()[0]?.msg, 'redirect rules could not be read')
  })
})
