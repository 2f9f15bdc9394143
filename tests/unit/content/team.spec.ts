import { test } from '@japa/runner'
import { groupByRole } from '#domain/content/team'

test.group('Team grouping', () => {
  test('groups members by role in role order and leaves empty roles out', ({ assert }) => {
    const members = [
      { id: 1, role: 'moderator' },
      { id: 2, role: 'admin' },
      { id: 3, role: 'moderator' },
      { id: 4, role: 'unknown' },
    ]
    assert.deepEqual(groupByRole(members), [
      { role: 'admin', members: [{ id: 2, role: 'admin' }] },
      {
        role: 'moderator',
        members: [
          { id: 1, role: 'moderator' },
          { id: 3, role: 'moderator' },
        ],
      },
    ])
  })
})
