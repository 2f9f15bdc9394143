import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inject } from '@adonisjs/core'
import db from '@adonisjs/lucid/services/db'
import sharp from 'sharp'
import { fileTypeFromBuffer } from 'file-type'
import type User from '#models/user'
import LookStorage from '#services/players/look_storage'
import LookHistoryService from '#services/players/look_history_service'
import ImageUploadException from '#exceptions/image_upload_exception'
import TextureSizeException from '#exceptions/texture_size_exception'
import NothingToRollBackException from '#exceptions/nothing_to_roll_back_exception'
import { isPlainImage } from '#domain/content/images'
import {
  LOOK_SIZES,
  MAX_TEXTURE_BYTES,
  detectSkinModel,
  headPixels,
  isCapeSize,
  isSkinSize,
  type Pixels,
  type SkinModel,
} from '#domain/players/looks'

/** An uploaded file as the body parser left it on disk. */
export type UploadedFile = { tmpPath: string; size: number }

/**
 * Skins and capes (spec §2 cabinet → profile, §7 `user/skin|cape/upload|delete`): PNG by
 * their bytes, of the game's sizes, decoded to pixels and encoded again, so no uploaded byte
 * is ever served; a skin's heads are drawn once, at upload.
 */
@inject()
export default class SkinService {
  constructor(
    private history: LookHistoryService,
    private storage: LookStorage = new LookStorage()
  ) {}

  /** Makes an uploaded skin the player's. Throws ImageUploadException (413, 415), TextureSizeException. */
  async uploadSkin(user: User, file: UploadedFile, model?: SkinModel) {
    return this.storeSkin(user, await this.read(file), model)
  }

  /** Checks, re-encodes and stores skin bytes (an upload, or the demo seed's own art). */
  async storeSkin(user: User, bytes: Buffer, model?: SkinModel) {
    const skin = await decodeTexture(bytes, 'skin')
    const key = randomUUID()
    const heads = Object.fromEntries(
      await Promise.all(
        Object.entries(LOOK_SIZES).map(async ([name, side]) => [name, await renderHead(skin, side)])
      )
    )
    await this.write('skin', key, { texture: await encodeTexture(skin), ...heads })
    await this.history.push(user, {
      key,
      kind: 'skin',
      model: model ?? detectSkinModel(skin),
      width: skin.width,
      height: skin.height,
    })
    return user
  }

  /** Makes an uploaded cape the player's. Throws ImageUploadException (413, 415), TextureSizeException. */
  async uploadCape(user: User, file: UploadedFile) {
    return this.storeCape(user, await this.read(file))
  }

  async storeCape(user: User, bytes: Buffer) {
    const cape = await decodeTexture(bytes, 'cape')
    const key = randomUUID()
    await this.write('cape', key, { texture: await encodeTexture(cape) })
    await this.history.push(user, { key, kind: 'cape', width: cape.width, height: cape.height })
    return user
  }

  /** Switches the current skin's arms. Throws NothingToRollBackException when no skin is set. */
  async setModel(user: User, model: SkinModel) {
    if (!user.skinKey) throw new NothingToRollBackException()
    await db.transaction(async (trx) => {
      await trx.from('look_images').where('key', user.skinKey!).update({ model })
      await trx.from('users').where('id', user.id).where('skin_key', user.skinKey!).update({
        skin_model: model,
      })
    })
    await user.refresh()
    return user
  }

  private async read(file: UploadedFile) {
    if (file.size > MAX_TEXTURE_BYTES) {
      throw ImageUploadException.tooLarge(MAX_TEXTURE_BYTES / 1024 / 1024)
    }
    return readFile(file.tmpPath)
  }

  private async write(kind: 'skin' | 'cape', key: string, files: Record<string, Buffer>) {
    try {
      await this.storage.put(kind, key, files)
    } catch {
      await this.storage.delete(kind, [key])
      throw ImageUploadException.failed()
    }
  }
}

/**
 * A texture's pixels: a PNG by its bytes with nothing after its end, of the kind's sizes
 * (read from the header before any pixel is decoded, so a huge image costs nothing).
 */
async function decodeTexture(bytes: Buffer, kind: 'skin' | 'cape'): Promise<Pixels> {
  const sniffed = await fileTypeFromBuffer(bytes)
  const type = sniffed?.mime
  if (type !== 'image/png' || !isPlainImage(bytes, type)) throw ImageUploadException.unsupported()
  let size: { width?: number; height?: number }
  try {
    // The header only: the pixel limit applies to decoding, checked below.
    size = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch {
    throw ImageUploadException.unsupported()
  }
  const { width = 0, height = 0 } = size
  const fits = kind === 'skin' ? isSkinSize(width, height) : isCapeSize(width, height)
  if (!fits) throw new TextureSizeException(kind, width, height)
  try {
    const { data, info } = await sharp(bytes, { failOn: 'warning', limitInputPixels: 64 * 64 })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    return { data: new Uint8Array(data), width: info.width, height: info.height }
  } catch {
    throw ImageUploadException.unsupported()
  }
}

function encodeTexture(pixels: Pixels) {
  return sharp(Buffer.from(pixels.data), {
    raw: { width: pixels.width, height: pixels.height, channels: 4 },
  })
    .png()
    .toBuffer()
}

/** The head, each skin pixel a square block (pixel art scaled without blur). */
export function renderHead(skin: Pixels, side: number) {
  return sharp(Buffer.from(headPixels(skin)), { raw: { width: 8, height: 8, channels: 4 } })
    .resize(side, side, { kernel: 'nearest' })
    .png()
    .toBuffer()
}
