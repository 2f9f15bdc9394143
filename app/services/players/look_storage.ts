import drive from '@adonisjs/drive/services/main'
import type { Disk } from 'flydrive'
import type { LookKind, LookVariant } from '#domain/players/looks'

/** What the drive keeps: a player's look, or a cover artwork of the catalogue. */
export type StoredLookKind = LookKind | 'cover'

/** Textures stay PNG (what the game and skinview3d read); photos are WebP. */
export function lookExtension(kind: StoredLookKind) {
  return kind === 'skin' || kind === 'cape' ? 'png' : 'webp'
}

/**
 * The drive files of looks: `looks/<kind>/<key>/<variant>.<ext>`. A key names one upload (one
 * crop of an avatar), so its files never change and are served as immutable.
 */
export default class LookStorage {
  constructor(private disk: Disk = drive.use()) {}

  private path(kind: StoredLookKind, key: string, variant: LookVariant) {
    return `looks/${kind}/${key}/${variant}.${lookExtension(kind)}`
  }

  /** Writes every variant of one key. */
  async put(kind: StoredLookKind, key: string, files: Partial<Record<LookVariant, Buffer>>) {
    const contentType = lookExtension(kind) === 'png' ? 'image/png' : 'image/webp'
    await Promise.all(
      Object.entries(files).map(([variant, bytes]) =>
        this.disk.put(this.path(kind, key, variant as LookVariant), bytes, { contentType })
      )
    )
  }

  /** One variant's bytes, or null when the key (a rolled-back upload) is gone. */
  async get(kind: StoredLookKind, key: string, variant: LookVariant): Promise<Buffer | null> {
    const path = this.path(kind, key, variant)
    if (!(await this.disk.exists(path))) return null
    return Buffer.from(await this.disk.getBytes(path))
  }

  /** Removes keys' files; a file already gone is no error. */
  async delete(kind: StoredLookKind, keys: readonly string[]) {
    await Promise.all(
      keys.map((key) => this.disk.deleteAll(`looks/${kind}/${key}`).catch(() => undefined))
    )
  }
}
