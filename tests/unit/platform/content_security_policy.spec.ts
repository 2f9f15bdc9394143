import { test } from '@japa/runner'
import { contentSecurityPolicy, scriptHash } from '#domain/platform/content_security_policy'

const BASE = { recaptcha: false, analyticsEndpoint: null, inlineScripts: [], devServer: false }

function directive(csp: string, name: string) {
  return csp.split('; ').find((part) => part.startsWith(`${name} `))
}

test.group('contentSecurityPolicy', () => {
  test('allows scripts from the site only, styles inline, and nothing framing it elsewhere', ({
    assert,
  }) => {
    const csp = contentSecurityPolicy(BASE)

    assert.equal(directive(csp, 'script-src'), "script-src 'self'")
    assert.equal(directive(csp, 'style-src'), "style-src 'self' 'unsafe-inline'")
    assert.equal(directive(csp, 'connect-src'), "connect-src 'self'")
    assert.equal(directive(csp, 'frame-ancestors'), "frame-ancestors 'self'")
    assert.notInclude(csp, 'google')
  })

  test('allows Google reCAPTCHA scripts, frames and calls when a site key is set', ({ assert }) => {
    const csp = contentSecurityPolicy({ ...BASE, recaptcha: true })

    assert.include(directive(csp, 'script-src'), 'https://www.google.com/recaptcha/')
    assert.include(directive(csp, 'script-src'), 'https://www.gstatic.com/recaptcha/')
    assert.include(directive(csp, 'frame-src'), 'https://www.google.com/recaptcha/')
    assert.notInclude(directive(csp, 'script-src'), "'unsafe-inline'")
  })

  test('allows images of an http uploads bucket by its origin; https ones are already allowed', ({
    assert,
  }) => {
    assert.equal(
      directive(
        contentSecurityPolicy({ ...BASE, uploadsOrigin: 'http://127.0.0.1:9000' }),
        'img-src'
      ),
      "img-src 'self' data: blob: https: http://127.0.0.1:9000"
    )
    assert.equal(
      directive(
        contentSecurityPolicy({ ...BASE, uploadsOrigin: 'https://cdn.example' }),
        'img-src'
      ),
      "img-src 'self' data: blob: https:"
    )
  })

  test('allows the analytics collector origin for beacons', ({ assert }) => {
    const csp = contentSecurityPolicy({
      ...BASE,
      analyticsEndpoint: 'https://stats.example/collect?x=1',
    })

    assert.equal(directive(csp, 'connect-src'), "connect-src 'self' https://stats.example")
  })

  test('lets a link form post on to the social login consent pages only', ({ assert }) => {
    const csp = contentSecurityPolicy({ ...BASE, formTargets: ['https://id.vk.com'] })

    assert.equal(directive(contentSecurityPolicy(BASE), 'form-action'), "form-action 'self'")
    assert.equal(directive(csp, 'form-action'), "form-action 'self' https://id.vk.com")
  })

  test("lets the launcher pages call the launcher's local API and show its images", ({
    assert,
  }) => {
    const csp = contentSecurityPolicy({ ...BASE, launcherLocalApi: 'http://127.0.0.1:5151/' })

    assert.equal(directive(csp, 'connect-src'), "connect-src 'self' http://127.0.0.1:5151")
    assert.equal(
      directive(csp, 'img-src'),
      "img-src 'self' data: blob: https: http://127.0.0.1:5151"
    )
  })

  test('allows the dev preamble by hash and the hot-reload websocket, never inline at large', ({
    assert,
  }) => {
    const csp = contentSecurityPolicy({ ...BASE, inlineScripts: ['a()'], devServer: true })

    assert.equal(directive(csp, 'script-src'), `script-src 'self' ${scriptHash('a()')}`)
    assert.include(directive(csp, 'connect-src'), 'ws:')
  })

  test('hashes a script body as the browser does (SHA-256, base64)', ({ assert }) => {
    assert.equal(scriptHash(''), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })
})
