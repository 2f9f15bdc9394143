import { test } from '@japa/runner'
import SanitizerService from '#services/content/sanitizer_service'
import { webLink, youtubeId } from '#domain/content/embeds'
import { pagePath } from '#tests/support/urls'

const OWN = ['/uploads/documents/']
const clean = (html: string) => new SanitizerService().sanitize(html, OWN)

test.group('Sanitizer', () => {
  test('turns "{input}" into "{output}"')
    .with([
      { input: '<p>Hi<script>alert(1)</script></p>', output: '<p>Hi</p>' },
      {
        input: '<img src="/uploads/documents/a/b.webp" onerror="x()">',
        output: '<img src="/uploads/documents/a/b.webp" />',
      },
      { input: '<img src="https://evil.example/x.png">', output: '' },
      { input: '<img src="/uploads/documents/../../etc/passwd">', output: '' },
      { input: '<a href="javascript:alert(1)">x</a>', output: '<a>x</a>' },
      // eslint-disable-next-line no-restricted-syntax -- raw path: HTML the sanitizer keeps
      { input: '<a href="/ru/news">x</a>', output: '<a href="/ru/news">x</a>' },
      { input: '<a href="//evil.example">x</a>', output: '<a>x</a>' },
      { input: '<h1>Big</h1><h2>Ok</h2>', output: 'Big<h2>Ok</h2>' },
      { input: '<iframe src="https://vimeo.com/1"></iframe>', output: '' },
    ])
    .run(({ assert }, row) => {
      assert.equal(clean(row.input), row.output)
    })

  test('finds the YouTube id of "{url}"')
    .with([
      { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', id: 'dQw4w9WgXcQ' },
      { url: 'https://youtu.be/dQw4w9WgXcQ', id: 'dQw4w9WgXcQ' },
      { url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', id: 'dQw4w9WgXcQ' },
      { url: 'http://www.youtube.com/watch?v=dQw4w9WgXcQ', id: null },
      { url: 'https://youtube.evil.example/watch?v=dQw4w9WgXcQ', id: null },
      { url: 'https://www.youtube.com/watch?v=short', id: null },
      { url: 'not a url', id: null },
    ])
    .run(({ assert }, row) => {
      assert.equal(youtubeId(row.url), row.id)
    })

  test('takes "{href}" as the link {link}')
    .with([
      { href: 'https://example.com/a?b=1', link: 'https://example.com/a?b=1' },
      { href: '  http://example.com ', link: 'http://example.com/' },
      { href: 'javascript:alert(1)', link: null },
      { href: 'JaVaScRiPt:alert(1)', link: null },
      { href: 'data:text/html,<script>alert(1)</script>', link: null },
      { href: 'mailto:a@example.com', link: null },
      { href: pagePath('ru', 'content.news.index'), link: null },
      { href: 'example.com', link: null },
      { href: 'https://', link: null },
    ])
    .run(({ assert }, row) => {
      assert.equal(webLink(row.href), row.link)
    })
})
