import { test } from '@japa/runner'
import { DocumentFactory } from '#database/factories/document_factory'
import { TeamMemberFactory } from '#database/factories/team_member_factory'
import { ServerFactory } from '#database/factories/server_factory'
import { isolateDatabase } from '#tests/support/database'
import { pagePath } from '#tests/support/urls'

test.group('Rules, privacy, offer, team and start pages', (group) => {
  group.each.setup(isolateDatabase)

  test('renders {path} from its staff-edited document')
    .with([
      {
        path: pagePath('en', 'content.rules.show'),
        slug: 'rules',
        component: 'content/rules/show',
      },
      {
        path: pagePath('en', 'content.privacy.show'),
        slug: 'privacy',
        component: 'content/privacy/show',
      },
      {
        path: pagePath('en', 'content.offer.show'),
        slug: 'public-offer',
        component: 'content/offer/show',
      },
    ])
    .run(async ({ client }, row) => {
      const document = await DocumentFactory.merge({ target: 'pages', slug: row.slug }).create()
      const response = await client.get(row.path).withInertia()
      response.assertInertiaComponent(row.component)
      response.assertInertiaPropsContains({
        document: { id: document.id, title: document.titleEn },
      })
    })

  test('cuts the rules into anchored sections', async ({ client }) => {
    await DocumentFactory.merge({
      target: 'pages',
      slug: 'rules',
      bodyRu: '<h2>1. Общение</h2><p>Вежливо</p>',
    }).create()
    const response = await client.get(pagePath('ru', 'content.rules.show')).withInertia()
    response.assertInertiaPropsContains({
      sections: [{ anchor: 'section-1', title: '1. Общение', html: '<p>Вежливо</p>' }],
    })
  })

  test('lists the team members and the start page', async ({ client, assert }) => {
    const member = await TeamMemberFactory.with('user').merge({ role: 'admin' }).create()
    await member.load('user')
    const team = await client.get(pagePath('ru', 'content.team.show')).withInertia()
    team.assertInertiaComponent('content/team/show')
    assert.deepEqual(team.inertiaProps.members, [
      { id: member.id, login: member.user.nickname, role: 'admin', avatarOrSkin: null },
    ])

    const start = await client.get(pagePath('ru', 'content.start.show')).withInertia()
    start.assertInertiaComponent('content/start/show')
    start.assertInertiaPropsContains({ downloads: { windows: null, macos: null, linux: null } })
  })

  test('picks a server on the start page through its page, where it has one', async ({
    client,
    assert,
  }) => {
    const [paged, bare] = await ServerFactory.merge([
      { slug: 'hi-tech', name: 'Hi-Tech', position: 1 },
      { slug: 'sky', name: 'Sky', position: 2 },
    ]).createMany(2)
    await DocumentFactory.merge({
      target: 'servers',
      slug: 'hi-tech-page',
      serverName: paged.slug,
    }).create()

    const start = await client.get(pagePath('en', 'content.start.show'))

    start.assertStatus(200)
    assert.include(
      start.text(),
      `href="${pagePath('en', 'content.servers.show', { slug: 'hi-tech-page' })}"`
    )
    assert.notInclude(
      start.text(),
      `href="${pagePath('en', 'content.servers.show', { slug: bare.slug })}"`
    )
    assert.include(start.text(), 'Sky')
  })
})
