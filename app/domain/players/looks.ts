/*
| A player's looks (spec §2 cabinet → profile, §3 avatar or skin, §9): the skin and cape
| textures Minecraft reads, the head drawn from a skin, and what stands for the player in
| lists. Pure rules on RGBA pixels; the service decodes and encodes.
*/

export type LookKind = 'skin' | 'cape' | 'avatar'
export type SkinModel = 'classic' | 'slim'

/** spec §9: heads and avatars come in these sizes; 'original' asked of a head answers 'medium'. */
export const LOOK_SIZES = { small: 32, medium: 64, large: 256 } as const
export type LookSize = keyof typeof LOOK_SIZES
export const LOOK_VARIANTS = ['small', 'medium', 'large', 'original', 'texture'] as const
export type LookVariant = (typeof LOOK_VARIANTS)[number]

/** Texture files are tiny; anything larger is no skin or cape. */
export const MAX_TEXTURE_BYTES = 1024 * 1024
export const MAX_AVATAR_BYTES = 8 * 1024 * 1024
/** An avatar may not decode to more pixels than this (a decompression bomb stops here). */
export const MAX_AVATAR_PIXELS = 25_000_000
/** The longest side an avatar's original keeps, and the smallest crop. */
export const AVATAR_SOURCE_SIDE = 1024
export const MIN_AVATAR_CROP = 16
/** Uploads kept to roll back to, per kind. */
export const LOOK_HISTORY = 10

/** spec §2: a skin is 64×64, or 64×32 (the layout before 1.8). */
export function isSkinSize(width: number, height: number) {
  return width === 64 && (height === 64 || height === 32)
}

/** A cape is 64×32, or 22×17 (the legacy cape file). */
export function isCapeSize(width: number, height: number) {
  return (width === 64 && height === 32) || (width === 22 && height === 17)
}

/** The RGBA pixels of a decoded texture. */
export type Pixels = { data: Uint8Array; width: number; height: number }

function alphaAt(pixels: Pixels, x: number, y: number) {
  return pixels.data[(y * pixels.width + x) * 4 + 3]
}

/**
 * Slim (3-pixel) arms leave the fourth column of the right arm's front and back empty: the
 * texture columns 54–55 of rows 20–31. Legacy 64×32 skins only have classic arms.
 */
export function detectSkinModel(skin: Pixels): SkinModel {
  if (skin.height !== 64) return 'classic'
  for (let y = 20; y < 32; y++) {
    for (let x = 54; x < 56; x++) if (alphaAt(skin, x, y) !== 0) return 'classic'
  }
  return 'slim'
}

/**
 * The 8×8 face with the hat layer over it, as RGBA. Like the game, a legacy skin whose hat
 * layer has no transparent pixel at all (an old editor's filled background) draws no hat.
 */
export function headPixels(skin: Pixels): Uint8Array {
  const head = new Uint8Array(8 * 8 * 4)
  let hatHasHole = false
  for (let y = 8; y < 16; y++) {
    for (let x = 40; x < 48; x++) if (alphaAt(skin, x, y) < 128) hatHasHole = true
  }
  const drawHat = skin.height === 64 || hatHasHole
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const face = ((8 + y) * skin.width + 8 + x) * 4
      const hat = ((8 + y) * skin.width + 40 + x) * 4
      const out = (y * 8 + x) * 4
      const hatAlpha = drawHat ? skin.data[hat + 3] / 255 : 0
      for (let c = 0; c < 3; c++) {
        head[out + c] = Math.round(
          skin.data[hat + c] * hatAlpha + skin.data[face + c] * (1 - hatAlpha)
        )
      }
      // The face layer is opaque in the game whatever its alpha says.
      head[out + 3] = 255
    }
  }
  return head
}

/** A crop the avatar's image holds whole (spec §3 avatar crop {id, x, y, size}). */
export function cropFits(
  crop: { x: number; y: number; size: number },
  image: { width: number; height: number }
) {
  return (
    crop.x >= 0 &&
    crop.y >= 0 &&
    crop.size >= MIN_AVATAR_CROP &&
    crop.x + crop.size <= image.width &&
    crop.y + crop.size <= image.height
  )
}

/** The largest centred square: an avatar's crop until the player picks one. */
export function centredCrop(image: { width: number; height: number }) {
  const size = Math.min(image.width, image.height)
  return {
    x: Math.floor((image.width - size) / 2),
    y: Math.floor((image.height - size) / 2),
    size,
  }
}

/** spec §3 avatar or skin: the image that stands for a player, with its stored id. */
export type AvatarOrSkin = { id: string; extension: 'png' | 'webp'; type: 'SKIN' | 'AVATAR' }

/** What a player row needs to name its image: the current avatar's and skin's keys. */
export type LookKeys = { avatarKey: string | null; skinKey: string | null }

/** The keys of a `users` row read by a query (`avatar_key`, `skin_key`). */
export function lookKeysOfRow(row: {
  avatar_key?: string | null
  skin_key?: string | null
}): LookKeys {
  return { avatarKey: row.avatar_key ?? null, skinKey: row.skin_key ?? null }
}

/** The avatar when one is set, else the skin's head, else nothing (pages draw the default head). */
export function avatarOrSkinOf(looks: LookKeys | null): AvatarOrSkin | null {
  if (!looks) return null
  if (looks.avatarKey) return { id: looks.avatarKey, extension: 'webp', type: 'AVATAR' }
  if (looks.skinKey) return { id: looks.skinKey, extension: 'png', type: 'SKIN' }
  return null
}

/** spec §9: a head has no original; asking for it answers the medium head. */
export function storedVariant(kind: LookKind, variant: LookVariant): LookVariant | null {
  if (kind === 'skin') return variant === 'original' ? 'medium' : variant
  if (kind === 'cape') return variant === 'texture' ? 'texture' : null
  return variant === 'texture' ? null : variant
}
