import { test } from '@japa/runner'
import { decimalToKopecks, isFinal, kopecksToDecimal } from '#domain/economy/payments'
import { cryptomusSign, phpJson } from '#clients/cryptomus_client'

test.group('Payment amounts as the gateways write them', () => {
  test('{kopecks} kopecks is "{text}"')
    .with([
      { kopecks: 0, text: '0.00' },
      { kopecks: 5, text: '0.05' },
      { kopecks: 100_000, text: '1000.00' },
      { kopecks: 123_456, text: '1234.56' },
    ])
    .run(({ assert }, row) => {
      assert.equal(kopecksToDecimal(row.kopecks), row.text)
      assert.equal(decimalToKopecks(row.text), row.kopecks)
    })

  test('reads "{value}" as {expected}')
    .with([
      { value: '1000', expected: 100_000 },
      { value: '1000.5', expected: 100_050 },
      { value: 12.3, expected: 1230 },
      { value: '10.001', expected: null },
      { value: '-5.00', expected: null },
      { value: 'abc', expected: null },
      { value: null, expected: null },
    ])
    .run(({ assert }, row) => {
      assert.equal(decimalToKopecks(row.value), row.expected)
    })

  test('only created and pending payments can still move', ({ assert }) => {
    assert.isFalse(isFinal('created'))
    assert.isFalse(isFinal('pending'))
    assert.isTrue(isFinal('succeeded'))
    assert.isTrue(isFinal('canceled'))
    assert.isTrue(isFinal('expired'))
  })
})

test.group('Cryptomus signature', () => {
  test('signs PHP-style JSON (escaped slashes) as MD5 of base64 and the key', ({ assert }) => {
    const body = { url: 'https://site/pay', amount: '10.00' }
    assert.equal(phpJson(body), '{"url":"https:\\/\\/site\\/pay","amount":"10.00"}')
    // md5(base64('{"a":1}') + 'key'), computed independently: base64 is eyJhIjoxfQ==.
    assert.equal(cryptomusSign('{"a":1}', 'key'), '52984746e1bfcb9d436d81804d2b0046')
  })
})
