import { test } from '@japa/runner'
import { POST_NEWS_SLUGS } from '#domain/platform/legacy_redirects'
import { withRawCookies } from '#tests/support/http'
import { pagePath } from '#tests/support/urls'

test.group('Legacy blog posts /post/{number}', () => {
  test('redirects /post/{number} permanently to the news {slug}')
    .with(Object.entries(POST_NEWS_SLUGS).map(([number, slug]) => ({ number, slug })))
    .run(async ({ client }, row) => {
      const response = await client.get(`/post/${row.number}`).redirects(0)

      response.assertStatus(301)
      response.assertHeader('location', pagePath('ru', 'content.news.show', { slug: row.slug }))
    })

  test('maps the seven old posts to the seven wipe news', ({ assert }) => {
    assert.sameMembers(Object.values(POST_NEWS_SLUGS), [
      'wipe-winter-2025',
      'wipe-autumn-2024',
      'wipe-spring-2024',
      'wipe-winter-2024',
      'wipe-autumn-2023',
      'wipe-summer-2023',
      'wipe-winter-2023',
    ])
  })

  test('sends unknown post {number} to the home page for now (302)')
    .with([{ number: '8' }, { number: '0' }, { number: '01' }, { number: 'abc' }])
    .run(async ({ client }, row) => {
      const response = await client.get(`/post/${row.number}`).redirects(0)

      response.assertStatus(302)
      response.assertHeader('location', pagePath('ru', 'platform.home.show'))
    })

  test('redirects into the language of the locale cookie', async ({ client }) => {
    const response = await withRawCookies(client.get('/post/1'), { locale: 'en' }).redirects(0)

    response.assertHeader(
      'location',
      pagePath('en', 'content.news.show', { slug: POST_NEWS_SLUGS['1'] })
    )
  })
})
