import { test } from '@japa/runner'
import { CABINET_ANCHOR_OFFSET, scrollTargetFor } from '#domain/platform/scroll'

test.group('scrollTargetFor', () => {
  test('keeps 100 px clear above cabinet anchors', ({ assert }) => {
    assert.equal(CABINET_ANCHOR_OFFSET, 100)
  })

  test('scrolls {path}{hash} on {component} to {expected.kind}')
    .with([
      {
        path: '/ru/rules',
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
        path: '/en/cabinet',
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
        path: '/ru/stats/hitech',
        hash: '#records',
        component: 'network/statistics/show',
        expected: { kind: 'anchor', id: 'records', offset: 0 },
      },
      {
        path: '/ru/rules',
        hash: '#%D1%87%D0%B0%D1%82',
        component: 'content/rules/show',
        expected: { kind: 'anchor', id: 'чат', offset: 0 },
      },
      {
        path: '/ru/rules',
        hash: '#100%',
        component: 'content/rules/show',
        expected: { kind: 'anchor', id: '100%', offset: 0 },
      },
      {
        path: '/ru/stats',
        hash: '',
        component: 'network/statistics/index',
        expected: { kind: 'restore' },
      },
      {
        path: '/ru/stats/hitech',
        hash: '',
        component: 'network/statistics/show',
        expected: { kind: 'restore' },
      },
      {
        path: '/ru/profile/Steve/statistics',
        hash: '',
        component: 'players/statistics/show',
        expected: { kind: 'restore' },
      },
      {
        path: '/ru/profile/Steve/friends',
        hash: '',
        component: 'players/profiles/friends',
        expected: { kind: 'restore' },
      },
      { path: '/ru', hash: '', component: 'platform/home/show', expected: { kind: 'top' } },
      { path: '/ru', hash: '#', component: 'platform/home/show', expected: { kind: 'top' } },
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
