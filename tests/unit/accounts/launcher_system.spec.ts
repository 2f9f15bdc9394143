import { test } from '@japa/runner'
import { UNKNOWN_LABEL } from '#domain/accounts/user_agent'
import { LAUNCHER_BROWSER_LABEL, describeLauncherSystem } from '#domain/accounts/launcher_system'

test.group('describeLauncherSystem', () => {
  test('labels {name}')
    .with([
      {
        name: 'a full report',
        data: { os: 'Windows', osVersion: '10', arch: 'x64', javaVersion: '17.0.9', ramMb: 16384 },
        label: 'Windows 10 x64 · Java 17.0.9 · 16 GB RAM',
      },
      { name: 'the OS alone', data: { os: 'Linux' }, label: 'Linux' },
      {
        name: 'memory under a gigabyte in MB',
        data: { os: 'Linux', ramMb: 768 },
        label: 'Linux · 768 MB RAM',
      },
      {
        name: 'memory rounded to whole gigabytes',
        data: { os: 'macOS', osVersion: '14.2', ramMb: 8000 },
        label: 'macOS 14.2 · 8 GB RAM',
      },
      {
        name: 'blank parts left out',
        data: { os: 'Windows', osVersion: ' ', arch: null, javaVersion: '', ramMb: null },
        label: 'Windows',
      },
      { name: 'nothing usable as unknown', data: { os: '  ' }, label: UNKNOWN_LABEL },
    ])
    .run(({ assert }, { data, label }) => {
      assert.equal(describeLauncherSystem(data), label)
    })

  test('cuts a long report at 500 characters', ({ assert }) => {
    assert.lengthOf(describeLauncherSystem({ os: 'W'.repeat(600) }), 500)
  })

  test('names the launcher as the browser of its sessions', ({ assert }) => {
    assert.equal(LAUNCHER_BROWSER_LABEL, 'TechnoMagic Launcher')
  })
})
