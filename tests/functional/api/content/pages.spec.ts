import { test } from '@japa/runner'
import { DocumentFactory } from '#database/factories/document_factory'
import { TeamMemberFactory } from '#database/factories/team_member_factory'
import { isolateDatabase } from '#tests/support/database'
import { pathFor } from '#tests/support/urls'

test.group('API mod/tags, rules, team', (group) => {
  group.each.setup(isolateDatabase)

  test('mod/tags counts the tags of published mods only', async ({ client }) => {
    const mod = await DocumentFactory.apply('mod').create()
    await mod.related('tags').createMany([{ tag: 'magic' }, { tag: 'tech' }])
    const other = await DocumentFactory.apply('mod').create()
    await other.related('tags').create({ tag: 'magic' })
    const draft = await DocumentFactory.apply('mod').apply('draft').create()
    await draft.related('tags').create({ tag: 'secret' })

    const response = await client.get(pathFor('api.content.mod_tags.index'))
    response.assertBody({
      tags: [
        { tag: 'magic', count: 2 },
        { tag: 'tech', count: 1 },
      ],
    })
  })

  test('rules answers the sections of the rules document with anchors', async ({ client }) => {
    await DocumentFactory.merge({
      target: 'pages',
      slug: 'rules',
      titleEn: 'Rules',
      bodyEn: '<p>Intro</p><h2>1. Chat</h2><p>Be kind</p><h2>2. Play</h2><p>No cheats</p>',
    }).create()

    const response = await client
      .get(pathFor('api.content.rules.show'))
      .header('Accept-Language', 'en')
    response.assertBodyContains({
      title: 'Rules',
      language: 'en',
      fallback: false,
      sections: [
        { anchor: 'intro', title: '', html: '<p>Intro</p>' },
        { anchor: 'section-1', title: '1. Chat', html: '<p>Be kind</p>' },
        { anchor: 'section-2', title: '2. Play', html: '<p>No cheats</p>' },
      ],
    })
  })

  test('team groups the staff by role in role order', async ({ client, assert }) => {
    const moderator = await TeamMemberFactory.with('user').create()
    const admin = await TeamMemberFactory.with('user').merge({ role: 'admin' }).create()
    await admin.load('user')
    await moderator.load('user')

    const response = await client.get(pathFor('api.content.team.show'))
    const { groups } = response.body()
    assert.deepEqual(
      groups.map((entry: { role: string }) => entry.role),
      ['admin', 'moderator']
    )
    assert.deepEqual(groups[0].members, [
      { id: admin.id, login: admin.user.nickname, role: 'admin', avatarOrSkin: null },
    ])
  })
})
