import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inject } from '@adonisjs/core'
import sharp from 'sharp'
import LookImage from '#models/look_image'
import type User from '#models/user'
import LookStorage from '#services/players/look_storage'
import LookHistoryService from '#services/players/look_history_service'
import { encodePhoto } from '#services/players/photo_encoder'
import type { UploadedFile } from '#services/players/skin_service'
import ImageUploadException from '#exceptions/image_upload_exception'
import CropOutOfBoundsException from '#exceptions/crop_out_of_bounds_exception'
import LookNotFoundException from '#exceptions/look_not_found_exception'
import {
  AVATAR_SOURCE_SIDE,
  LOOK_SIZES,
  MAX_AVATAR_BYTES,
  centredCrop,
  cropFits,
} from '#domain/players/looks'

type Crop = { x: number; y: number; size: number }

/**
 * Avatars (spec §7 `user/avatar/upload|crop|delete|rollback`): PNG, JPEG, WebP or a GIF's first
 * frame, kept re-encoded as an original of at most 1024 px a side, and cut by a square crop
 * into the fixed sizes. A crop gets a new key, so every avatar URL stays immutable.
 */
@inject()
export default class AvatarService {
  constructor(
    private history: LookHistoryService,
    private storage: LookStorage = new LookStorage()
  ) {}

  /** Makes an uploaded image the avatar, cropped to its centre. Throws ImageUploadException (413, 415, 422). */
  async upload(user: User, file: UploadedFile) {
    if (file.size > MAX_AVATAR_BYTES)
      throw ImageUploadException.tooLarge(MAX_AVATAR_BYTES / 1024 / 1024)
    return this.store(user, await readFile(file.tmpPath))
  }

  /** Checks, re-encodes and stores avatar bytes (an upload, or the demo seed's own art). */
  async store(user: User, bytes: Buffer) {
    const original = await encodePhoto(bytes, {
      width: AVATAR_SOURCE_SIDE,
      height: AVATAR_SOURCE_SIDE,
      fit: 'inside',
    })
    const image = { width: original.info.width, height: original.info.height }
    const crop = centredCrop(image)
    const key = randomUUID()
    await this.write(key, original.data, crop)
    await this.history.push(user, { key, kind: 'avatar', ...image, crop })
    return this.current(user)
  }

  /** Cuts the current avatar anew. Throws LookNotFoundException, CropOutOfBoundsException. */
  async crop(user: User, id: string, crop: Crop) {
    const avatar = await this.current(user)
    if (!avatar || avatar.key !== id) throw new LookNotFoundException()
    if (!cropFits(crop, avatar)) throw new CropOutOfBoundsException(avatar.width, avatar.height)
    const original = await this.storage.get('avatar', id, 'original')
    if (!original) throw new LookNotFoundException()
    const key = randomUUID()
    await this.write(key, original, crop)
    const replaced = await this.history.recrop(user, id, {
      key,
      kind: 'avatar',
      width: avatar.width,
      height: avatar.height,
      crop,
    })
    if (!replaced) {
      await this.storage.delete('avatar', [key])
      throw new LookNotFoundException()
    }
    return this.current(user)
  }

  /** The avatar in use with its size and crop, or null. */
  current(user: User) {
    if (!user.avatarKey) return Promise.resolve(null)
    return LookImage.query().where('key', user.avatarKey).where('user_id', user.id).first()
  }

  private async write(key: string, original: Buffer, crop: Crop) {
    try {
      const sizes = await Promise.all(
        Object.entries(LOOK_SIZES).map(async ([name, side]) => [
          name,
          await sharp(original)
            .extract({ left: crop.x, top: crop.y, width: crop.size, height: crop.size })
            .resize(side, side)
            .webp({ quality: 86 })
            .toBuffer(),
        ])
      )
      await this.storage.put('avatar', key, { original, ...Object.fromEntries(sizes) })
    } catch {
      await this.storage.delete('avatar', [key])
      throw ImageUploadException.failed()
    }
  }
}
