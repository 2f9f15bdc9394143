/* eslint-disable no-restricted-syntax -- raw paths: scroll restoring compares raw visited paths */
import { test } from '@japa/runner'
import { CABINET_ANCHOR_OFFSET, scrollTargetFor } from '#domain/platform/scroll'
import { pagePath } from '#tests/support/urls'

test.group('scrollTargetFor', () => {
  test('keeps 100 px clear above cabinet anchors', ({ assert }) => {
    assert.equal(CABINET_ANCHOR_OFFSET, 100)
  })

  test('scrolls {path}{hash} on {component} to {expected.kind}')
    .with([
      {
        path: pagePath('ru', 'content.rules.show'),
        hash: '#chat',
        component: 'content/rules/show',
        expected: { kind: 'anchor', id: 'chat', offset: 0 },
      },
      {
        path: '/ru/cabinet/bonus',
        hash: '#steps',
        component: 'economy/bonuses/show',
        expected: { kind: 'anchor', id: 'steps', offset: 100 },
      },
      {
        path: pagePath('en', 'accounts.cabinet.show'),
        hash: '#top',
        component: 'accounts/cabinets/show',
        expected: { kind: 'anchor', id: 'top', offset: 100 },
      },
      {
        path: '/ru/cabinetry',
        hash: '#top',
        component: 'content/pages/show',
        expected: { kind: 'anchor', id: 'top', offset: 0 },
      },
      {
        path: pagePath('ru', 'network.statistics.show', { server_name: 'hitech' }),
        hash: '#records',
        component: 'network/statistics/show',
        expected: { kind: 'anchor', id: 'records', offset: 0 },
      },
      {
        path: pagePath('ru', 'content.rules.show'),
        hash: '#%D1%87%D0%B0%D1%82',
        component: 'content/rules/show',
        expected: { kind: 'anchor', id: 'чат', offset: 0 },
      },
      {
        path: pagePath('ru', 'content.rules.show'),
        hash: '#100%',
        component: 'content/rules/show',
        expected: { kind: 'anchor', id: '100%', offset: 0 },
      },
      {
        path: pagePath('ru', 'network.statistics.index'),
        hash: '',
        component: 'network/statistics/index',
        expected: { kind: 'restore' },
      },
      {
        path: pagePath('ru', 'network.statistics.show', { server_name: 'hitech' }),
        hash: '',
        component: 'network/statistics/show',
        expected: { kind: 'restore' },
      },
      {
        path: pagePath('ru', 'players.statistics.show', { nickname: 'Steve' }),
        hash: '',
        component: 'players/statistics/show',
        expected: { kind: 'restore' },
      },
      {
        path: pagePath('ru', 'players.friends.index', { nickname: 'Steve' }),
        hash: '',
        component: 'players/profiles/friends',
        expected: { kind: 'restore' },
      },
      {
        path: pagePath('ru', 'platform.home.show'),
        hash: '',
        component: 'platform/home/show',
        expected: { kind: 'top' },
      },
      {
        path: pagePath('ru', 'platform.home.show'),
        hash: '#',
        component: 'platform/home/show',
        expected: { kind: 'top' },
      },
      {
        path: '/ru/cabinet/bonus',
        hash: '',
        component: 'economy/bonuses/show',
        expected: { kind: 'top' },
      },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(
        scrollTargetFor({ path: row.path, hash: row.hash, component: row.component }),
        row.expected
      )
    })
})
