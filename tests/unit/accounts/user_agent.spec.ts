import { test } from '@japa/runner'
import {
  UNKNOWN_LABEL,
  USER_AGENT_MAX_LENGTH,
  describeUserAgent,
  sessionLabel,
  sessionLabelsFor,
} from '#domain/accounts/user_agent'

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'

test.group('describeUserAgent', () => {
  test('labels {name} as {browser} on {system}')
    .with([
      {
        name: 'Chrome on Windows 10',
        ua: CHROME_WINDOWS,
        browser: 'Chrome 120',
        system: 'Windows 10',
      },
      {
        name: 'Chrome on Windows 7',
        ua: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
        browser: 'Chrome 109',
        system: 'Windows 7',
      },
      {
        name: 'Firefox on Linux',
        ua: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
        browser: 'Firefox 140',
        system: 'Linux',
      },
      {
        name: 'Safari on macOS',
        ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
        browser: 'Safari 17',
        system: 'macOS Catalina',
      },
      {
        name: 'Safari on an iPhone',
        ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
        browser: 'Safari 17',
        system: 'iOS 17.1',
      },
      {
        name: 'Chrome on Android',
        ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.43 Mobile Safari/537.36',
        browser: 'Chrome 120',
        system: 'Android 14',
      },
      {
        name: 'Yandex Browser',
        ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 YaBrowser/24.1.0.0 Safari/537.36',
        browser: 'Yandex Browser 24',
        system: 'Windows 10',
      },
      { name: 'curl', ua: 'curl/8.5.0', browser: UNKNOWN_LABEL, system: UNKNOWN_LABEL },
      { name: 'an empty agent', ua: '', browser: UNKNOWN_LABEL, system: UNKNOWN_LABEL },
      { name: 'spaces', ua: '   ', browser: UNKNOWN_LABEL, system: UNKNOWN_LABEL },
    ])
    .run(({ assert }, { ua, browser, system }) => {
      assert.deepEqual(describeUserAgent(ua), { browser, system })
    })

  test('labels a missing user agent as unknown (spec §9 "Неизвестно")', ({ assert }) => {
    assert.equal(UNKNOWN_LABEL, 'Неизвестно')
    assert.deepEqual(describeUserAgent(null), { browser: 'Неизвестно', system: 'Неизвестно' })
    assert.deepEqual(describeUserAgent(undefined), { browser: 'Неизвестно', system: 'Неизвестно' })
  })

  test('reads only the first 500 characters of a user agent (spec §9)', ({ assert }) => {
    assert.equal(USER_AGENT_MAX_LENGTH, 500)
    // The real agent sits past character 500, so it is never seen.
    const padded = `${'x'.repeat(500)} ${CHROME_WINDOWS}`
    assert.deepEqual(describeUserAgent(padded), { browser: UNKNOWN_LABEL, system: UNKNOWN_LABEL })
    assert.deepEqual(describeUserAgent(`${'x'.repeat(400)} ${CHROME_WINDOWS}`), {
      browser: 'Chrome 120',
      system: 'Windows 10',
    })
  })
})

test.group('Session labels', () => {
  test('trims labels and cuts them at 500 characters', ({ assert }) => {
    assert.equal(sessionLabel('  Firefox 140  '), 'Firefox 140')
    assert.lengthOf(sessionLabel('b'.repeat(900)), 500)
    assert.equal(sessionLabel(''), UNKNOWN_LABEL)
    assert.equal(sessionLabel('   '), UNKNOWN_LABEL)
  })

  test('prefers the labels an API client reports over its user agent', ({ assert }) => {
    assert.deepEqual(
      sessionLabelsFor({ userAgent: CHROME_WINDOWS, browser: 'Discord bot', system: 'Debian 12' }),
      { browser: 'Discord bot', system: 'Debian 12' }
    )
    assert.deepEqual(sessionLabelsFor({ userAgent: CHROME_WINDOWS, browser: 'Bot', system: ' ' }), {
      browser: 'Bot',
      system: 'Windows 10',
    })
    assert.deepEqual(sessionLabelsFor({ userAgent: CHROME_WINDOWS }), {
      browser: 'Chrome 120',
      system: 'Windows 10',
    })
  })
})
