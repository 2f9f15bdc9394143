import { test } from '@japa/runner'
import { parseJvmFlags, parseRamGb, ramChoices } from '#domain/launcher/settings'

test.group('Launcher settings', () => {
  test('offers whole GB from 1 up to the memory less 1 GB for the system', ({ assert }) => {
    assert.deepEqual(ramChoices(8192), [1, 2, 3, 4, 5, 6, 7])
    assert.deepEqual(ramChoices(2048), [1])
    assert.deepEqual(ramChoices(512), [1])
  })

  test('reads back a stored RAM value only within the choices', ({ assert }) => {
    assert.equal(parseRamGb('4', 8192), 4)
    assert.isNull(parseRamGb('8', 8192))
    assert.isNull(parseRamGb('2.5', 8192))
    assert.isNull(parseRamGb(null, 8192))
  })

  test('accepts -X, -XX and -D flags and nothing else', ({ assert }) => {
    assert.deepEqual(parseJvmFlags(' -Xmx4G  -XX:+UseG1GC -Dfml.debug=true '), [
      '-Xmx4G',
      '-XX:+UseG1GC',
      '-Dfml.debug=true',
    ])
    assert.deepEqual(parseJvmFlags(''), [])
    assert.isNull(parseJvmFlags('-jar evil.jar'))
    assert.isNull(parseJvmFlags('-Xmx4G; rm -rf /'))
    assert.isNull(parseJvmFlags(Array.from({ length: 21 }, () => '-Xss1M').join(' ')))
  })
})
