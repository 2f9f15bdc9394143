import { test } from '@japa/runner'
import { LOOPBACK_PROXIES, parseTrustedProxies, proxyTrust } from '#domain/platform/trusted_proxies'

test.group('parseTrustedProxies', () => {
  test('trusts only loopback when unset or empty', ({ assert }) => {
    assert.deepEqual(parseTrustedProxies(undefined), LOOPBACK_PROXIES)
    assert.deepEqual(parseTrustedProxies(' , '), LOOPBACK_PROXIES)
  })

  test('reads comma-separated addresses and ranges', ({ assert }) => {
    assert.deepEqual(parseTrustedProxies('10.0.0.1, 172.16.0.0/12,fd00::/8 ,::1'), [
      '10.0.0.1',
      '172.16.0.0/12',
      'fd00::/8',
      '::1',
    ])
  })

  test('refuses {value}')
    .with([
      { value: 'proxy.example' },
      { value: '10.0.0.0/33' },
      { value: '::/129' },
      { value: '10.0.0.0/' },
      { value: '10.0.0.0/8/1' },
      { value: '300.1.1.1' },
      { value: '*' },
    ])
    .run(({ assert }, { value }) => {
      assert.throws(() => parseTrustedProxies(value), /not an IP address or CIDR range/)
    })
})

test.group('proxyTrust', () => {
  test('trusts loopback by default, in IPv4, IPv6 and IPv4-mapped form', ({ assert }) => {
    const trust = proxyTrust(LOOPBACK_PROXIES)
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) {
      assert.isTrue(trust(address), address)
    }
    for (const address of ['10.0.0.1', '203.0.113.9', '::2', '::ffff:10.0.0.1', 'garbage']) {
      assert.isFalse(trust(address), address)
    }
  })

  test('trusts exactly the configured addresses and ranges', ({ assert }) => {
    const trust = proxyTrust(parseTrustedProxies('10.1.2.3,192.168.0.0/16,fd00::/8'))
    assert.isTrue(trust('10.1.2.3'))
    assert.isTrue(trust('192.168.44.5'))
    assert.isTrue(trust('fd12::1'))
    assert.isFalse(trust('10.1.2.4'))
    assert.isFalse(trust('127.0.0.1'))
    assert.isFalse(trust('fe80::1'))
  })
})
