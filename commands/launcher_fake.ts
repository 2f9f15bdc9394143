import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace launcher:fake`: the launcher's local API on 127.0.0.1 for the
 * local demo and for trying launcher mode in a browser (issue #26): a
 * client per enabled server, downloads at --speed, settings in
 * tmp/fake-launcher/storage.json, this machine's system data, and the
 * site's builds manifest polled and verified. Runs until stopped.
 */
export default class LauncherFake extends BaseCommand {
  static commandName = 'launcher:fake'
  static description = "Run a fake launcher's local API for launcher mode"
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.number({ description: 'Port of the local API (LAUNCHER_LOCAL_API_URL)', default: 5151 })
  declare port: number

  @flags.number({ description: 'Download speed in MB/s', default: 8 })
  declare speed: number

  @flags.number({ description: 'Size of each client in MB', default: 120 })
  declare size: number

  @flags.string({ description: 'Where storage and clients are kept', default: 'tmp/fake-launcher' })
  declare dataDir: string

  async run() {
    const os = await import('node:os')
    const { default: env } = await import('#start/env')
    const { default: Server } = await import('#models/server')
    const { canSign, launcherPublicKey } = await import('#services/launcher/signing_service')
    const { FakeLauncher, launcherClientsOf } = await import('#dev/fakes/fake_launcher')
    const MB = 1024 * 1024

    const servers = await Server.query().where('enabled', true).orderBy('position')
    const launcher = await FakeLauncher.start({
      port: this.port,
      clients: launcherClientsOf(servers, this.size * MB),
      bytesPerSecond: this.speed * MB,
      dataDir: this.app.makePath(this.dataDir),
      systemData: {
        os: os.type(),
        osVersion: os.release(),
        arch: os.arch(),
        javaVersion: '21',
        ramMb: Math.round(os.totalmem() / MB),
        cpu: os.cpus()[0]?.model ?? 'CPU',
        launcherVersion: '1.0.0',
      },
      manifestUrl: `${env.get('APP_URL').replace(/\/+$/, '')}/api/v1/launcher/manifest`,
      publicKey: canSign() ? launcherPublicKey() : undefined,
    })

    this.logger.success(`fake launcher on ${launcher.origin} with ${servers.length} client(s)`)
    if (!canSign()) {
      this.logger.warning('LAUNCHER_SIGNING_KEY is not set: no manifest checks, no debugger')
    }

    const stop = async () => {
      await launcher.close()
      await this.terminate()
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
}
