import { BaseTransformer } from '@adonisjs/core/transformers'
import router from '@adonisjs/core/services/router'
import { avatarOrSkinOf, type LookKeys, type LookVariant } from '#domain/players/looks'

/** The URL of one stored look file (immutable: a key never changes its files). */
export function lookUrl(
  kind: 'skin' | 'cape' | 'avatar' | 'cover',
  key: string,
  variant: LookVariant
) {
  return router.urlBuilder.urlFor('players.look_images.show', { kind, key, variant })
}

/**
 * spec §3 avatar or skin {id, extension, type}: the avatar when set, else the skin's head,
 * else null (pages draw the default head). Its files: `players.look_images.show` with kind
 * `avatar` or `skin`, key `id` and a size (docs/api.md).
 */
export function avatarOrSkin(looks: LookKeys | null) {
  return avatarOrSkinOf(looks)
}

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
