import { test } from '@japa/runner'
import { clientSize } from '#domain/launcher/local_api'

const MB = 1024 * 1024

test.group('Launcher client size', () => {
  test('{case}')
    .with([
      { case: 'a 4 MB client in megabytes', bytes: 4 * MB, size: { unit: 'mb', value: 4 } },
      { case: 'a 120 MB client in megabytes', bytes: 120 * MB, size: { unit: 'mb', value: 120 } },
      { case: 'a few bytes as 1 MB, never 0', bytes: 300, size: { unit: 'mb', value: 1 } },
      { case: 'no bytes as 0 MB', bytes: 0, size: { unit: 'mb', value: 0 } },
      { case: '1023.6 MB as 1 GB', bytes: 1023.6 * MB, size: { unit: 'gb', value: 1 } },
      { case: 'a gigabyte', bytes: 1024 * MB, size: { unit: 'gb', value: 1 } },
      { case: '2.5 GB with one decimal', bytes: 2.5 * 1024 * MB, size: { unit: 'gb', value: 2.5 } },
    ])
    .run(({ assert }, row) => {
      assert.deepEqual(clientSize(row.bytes), row.size)
    })
})
