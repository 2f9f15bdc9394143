/*
| Uploaded images (spec §5): the type is decided by the bytes, and a file
| that is an image and something else at once (a polyglot) is refused.
*/

/** The image types accepted, as sniffed from the bytes. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024

export function isImageType(mime: string | undefined): mime is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(mime ?? '')
}

/** Markup a browser or interpreter would run if the file were served as text. */
const ACTIVE_MARKUP = /<(?:script|svg|html|body|iframe|object|embed)[\s>/]|<\?php|javascript:/i

/** Where the image's own data ends, by its format's closing marker; null when it has none. */
function imageEnd(bytes: Uint8Array, type: ImageType): number | null {
  if (type === 'image/png') {
    // The IEND chunk: 4-byte length (0), "IEND", 4-byte CRC.
    for (let i = bytes.length - 12; i >= 8; i--) {
      if (
        bytes[i + 4] === 0x49 &&
        bytes[i + 5] === 0x45 &&
        bytes[i + 6] === 0x4e &&
        bytes[i + 7] === 0x44
      ) {
        return i + 12
      }
    }
    return null
  }
  if (type === 'image/jpeg') {
    for (let i = bytes.length - 2; i >= 2; i--) {
      if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return i + 2
    }
    return null
  }
  if (type === 'image/gif') {
    const trailer = bytes.lastIndexOf(0x3b)
    return trailer === -1 ? null : trailer + 1
  }
  // RIFF: the size after "RIFF" counts the bytes that follow it.
  if (bytes.length < 12) return null
  const size = bytes[4] | (bytes[5] << 8) | (bytes[6] << 16) | (bytes[7] << 24)
  return size + 8 + (size % 2)
}

/**
 * True when the bytes are only an image: the format's end marker is the
 * last byte (nothing follows it, nothing is cut off) and no runnable markup hides inside (a script in a comment chunk
 * or after the image is the usual polyglot).
 */
export function isPlainImage(bytes: Uint8Array, type: ImageType): boolean {
  const end = imageEnd(bytes, type)
  if (end === null || end !== bytes.length) return false
  return !ACTIVE_MARKUP.test(new TextDecoder('latin1').decode(bytes))
}
