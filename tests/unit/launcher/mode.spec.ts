import { test } from '@japa/runner'
import { launcherModeOf } from '#domain/launcher/mode'

const LAUNCHER_AGENT = 'Mozilla/5.0 (Windows NT 10.0) TechnoMagicLauncher/2.4.1 Chrome/126.0'

test.group('Launcher mode', () => {
  test('{case}')
    .with([
      { case: 'the X-Launcher: 1 header', signals: { header: '1' }, mode: true },
      { case: "the launcher's user agent", signals: { userAgent: LAUNCHER_AGENT }, mode: true },
      { case: 'the ?launcher=1 flag', signals: { flag: '1' }, mode: true },
      { case: 'the cookie the flag set', signals: { cookie: '1' }, mode: true },
      { case: '?launcher=0 over the cookie', signals: { flag: '0', cookie: '1' }, mode: false },
      { case: 'the header over ?launcher=0', signals: { header: '1', flag: '0' }, mode: true },
      { case: 'an ordinary browser', signals: { userAgent: 'Firefox/140.0' }, mode: false },
      { case: 'X-Launcher: 0', signals: { header: '0' }, mode: false },
      { case: 'a flag of another value', signals: { flag: 'yes' }, mode: false },
    ])
    .run(({ assert }, row) => {
      assert.equal(launcherModeOf(row.signals), row.mode)
    })
})
