import { test } from '@japa/runner'
import { REGIONS, isRegion, regionOfCountry, resolveRegion } from '#domain/platform/regions'

test.group('regionOfCountry', () => {
  test('maps country {country} to {expected}')
    .with([
      { country: 'RU', expected: 'russia' },
      { country: 'ru', expected: 'russia' },
      { country: 'BY', expected: 'russia' },
      { country: 'KZ', expected: 'russia' },
      { country: 'AM', expected: 'russia' },
      { country: 'KG', expected: 'russia' },
      { country: 'DE', expected: 'global' },
      { country: 'US', expected: 'global' },
      { country: 'ua', expected: 'global' },
      { country: 'XX', expected: null },
      { country: 'T1', expected: null },
      { country: 'RUS', expected: null },
      { country: 'R', expected: null },
      { country: '', expected: null },
      { country: null, expected: null },
      { country: undefined, expected: null },
    ])
    .run(({ assert }, row) => {
      assert.strictEqual(regionOfCountry(row.country), row.expected)
    })
})

test.group('resolveRegion', () => {
  test('starts with russia', ({ assert }) => {
    assert.equal(REGIONS[0], 'russia')
    assert.equal(resolveRegion({}), 'russia')
  })

  test('resolves {expected}: {case}')
    .with([
      {
        case: 'the stored region wins while switching',
        input: { switching: true, stored: 'global', manager: 'russia', detected: 'russia' },
        expected: 'global',
      },
      {
        case: 'switching without a stored region falls back to the manager',
        input: { switching: true, stored: null, manager: 'global', detected: 'russia' },
        expected: 'global',
      },
      {
        case: 'the manager region beats the stored one',
        input: { stored: 'global', manager: 'russia', detected: 'global' },
        expected: 'russia',
      },
      {
        case: 'the stored region beats the detected one',
        input: { stored: 'russia', manager: null, detected: 'global' },
        expected: 'russia',
      },
      {
        case: 'the detected region beats the default',
        input: { stored: null, manager: null, detected: 'global' },
        expected: 'global',
      },
      {
        case: 'nothing known gives the first region',
        input: { stored: null, manager: null, detected: null },
        expected: 'russia',
      },
      {
        case: 'unknown stored and manager values are ignored',
        input: { stored: 'mars', manager: 'moon', detected: 'global' },
        expected: 'global',
      },
      {
        case: 'an unknown stored value while switching is ignored',
        input: { switching: true, stored: 'mars', manager: null, detected: 'global' },
        expected: 'global',
      },
    ] as const)
    .run(({ assert }, row) => {
      assert.equal(resolveRegion(row.input), row.expected)
    })

  test('knows only russia and global', ({ assert }) => {
    assert.isTrue(isRegion('russia'))
    assert.isTrue(isRegion('global'))
    assert.isFalse(isRegion('Russia'))
    assert.isFalse(isRegion('europe'))
    assert.isFalse(isRegion(undefined))
  })
})
