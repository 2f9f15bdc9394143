import { BaseTransformer } from '@adonisjs/core/transformers'
import router from '@adonisjs/core/services/router'
import { avatarOrSkinOf, type LookVariant } from '#domain/players/looks'

/** What a player row needs to name its image: the current avatar's and skin's keys. */
export type LookKeys = { avatarKey: string | null; skinKey: string | null }

/** The URL of one stored look file (immutable: a key never changes its files). */
export function lookUrl(
  kind: 'skin' | 'cape' | 'avatar' | 'cover',
  key: string,
  variant: LookVariant
) {
  return router.urlBuilder.urlFor('players.look_images.show', { kind, key, variant })
}

/**
 * spec §3 avatar or skin {id, extension, type}, with the URLs of its sizes for the pages:
 * the avatar when set, else the skin's head, else null (pages draw the default head).
 */
export function avatarOrSkin(looks: LookKeys) {
  const image = avatarOrSkinOf(looks)
  if (!image) return null
  const kind = image.type === 'AVATAR' ? 'avatar' : 'skin'
  return {
    ...image,
    urls: {
      small: lookUrl(kind, image.id, 'small'),
      medium: lookUrl(kind, image.id, 'medium'),
      large: lookUrl(kind, image.id, 'large'),
    },
  }
}

export type AvatarOrSkinJson = ReturnType<typeof avatarOrSkin>

/** A player's current looks for cabinet → profile and `GET cabinet/look`. */
export default class LookTransformer extends BaseTransformer<
  LookKeys & {
    capeKey: string | null
    skinModel: string | null
    avatar: {
      key: string
      width: number
      height: number
      cropX: number | null
      cropY: number | null
      cropSize: number | null
    } | null
  }
> {
  toObject() {
    const { skinKey, capeKey, skinModel, avatar } = this.resource
    return {
      avatarOrSkin: avatarOrSkin(this.resource),
      skin: skinKey
        ? {
            id: skinKey,
            model: skinModel ?? 'classic',
            texture: lookUrl('skin', skinKey, 'texture'),
          }
        : null,
      cape: capeKey ? { id: capeKey, texture: lookUrl('cape', capeKey, 'texture') } : null,
      avatar: avatar
        ? {
            id: avatar.key,
            width: avatar.width,
            height: avatar.height,
            crop: { x: avatar.cropX ?? 0, y: avatar.cropY ?? 0, size: avatar.cropSize ?? 0 },
            original: lookUrl('avatar', avatar.key, 'original'),
          }
        : null,
    }
  }
}
