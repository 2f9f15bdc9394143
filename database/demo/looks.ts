import sharp from 'sharp'
import CoverArt from '#models/cover_art'
import User from '#models/user'
import AvatarService from '#services/players/avatar_service'
import CoverArtService from '#services/accounts/cover_art_service'
import LookHistoryService from '#services/players/look_history_service'
import SkinService from '#services/players/skin_service'
import StaffService from '#services/accounts/staff_service'
import { DEMO_STAFF } from '#database/demo/accounts'
import type { CoverGlow, CoverStyle } from '#domain/accounts/covers'

/*
| Looks demo data (issue #25): every demo player wears a skin of their own, some an avatar, a
| cape or a cover. All the art is drawn here, for the project, and is CC0.
*/

const LICENSE = 'Original art generated for the project; CC0 1.0'

type Rgb = readonly [number, number, number]
type Outfit = {
  skin: Rgb
  hair: Rgb
  eyes: Rgb
  shirt: Rgb
  trim: Rgb
  pants: Rgb
  shoes: Rgb
  longHair: boolean
  slim: boolean
}

const hex = (value: string): Rgb => [
  Number.parseInt(value.slice(1, 3), 16),
  Number.parseInt(value.slice(3, 5), 16),
  Number.parseInt(value.slice(5, 7), 16),
]

const outfit = (colours: string, longHair: boolean, slim: boolean): Outfit => {
  const [skin, hair, eyes, shirt, trim, pants, shoes] = colours.split(' ').map(hex)
  return { skin, hair, eyes, shirt, trim, pants, shoes, longHair, slim }
}

/** Each demo player's look, by nickname (database/demo/accounts.ts). */
const DEMO_LOOKS: Record<string, Outfit> = {
  Sora: outfit('#f1c9a5 #2b2b3a #3b82f6 #4c1d95 #f59e0b #1f2937 #111827', false, false),
  Kirito_92: outfit('#e8bf9a #121212 #334155 #111111 #475569 #1c1c1c #0a0a0a', false, false),
  Megumin: outfit('#f6d3b8 #3b2418 #dc2626 #7f1d1d #fbbf24 #1e1b4b #3f0f0f', true, true),
  RemRam: outfit('#f7dcc6 #60a5fa #1d4ed8 #111827 #f8fafc #111827 #1e293b', true, true),
  Senku: outfit('#eec6a1 #d9f99d #b91c1c #e2e8f0 #65a30d #4b5563 #78350f', false, false),
  Nezuko: outfit('#f5d1b5 #1c1917 #db2777 #f9a8d4 #be185d #7c2d12 #292524', true, true),
}

/** A cape for these players. */
const DEMO_CAPES: Record<string, Rgb> = { Sora: hex('#7c3aed'), Senku: hex('#15803d') }

/** Avatars drawn for these players: two colours of a star badge. */
const DEMO_AVATARS: Record<string, [string, string]> = {
  Megumin: ['#b91c1c', '#fbbf24'],
  Senku: ['#065f46', '#a3e635'],
}

/** The cover art catalogue: name, the role that unlocks it, and its drawing. */
const DEMO_ARTS: { nameRu: string; nameEn: string; role: string | null; svg: string }[] = [
  {
    nameRu: 'Северное сияние',
    nameEn: 'Aurora',
    role: null,
    svg: banner(
      '#0b1026',
      [0, 1, 2, 3]
        .map(
          (band) =>
            `<path d="M0 ${260 - band * 40} C400 ${120 - band * 30} 900 ${340 - band * 50} 1600 ${150 - band * 20} V400 H0Z" fill="${['#22d3ee', '#34d399', '#a78bfa', '#f472b6'][band]}" fill-opacity="0.22"/>`
        )
        .join('')
    ),
  },
  {
    nameRu: 'Хрустальные пики',
    nameEn: 'Crystal peaks',
    role: null,
    svg: banner(
      '#111827',
      [0, 1, 2, 3, 4, 5]
        .map(
          (peak) =>
            `<path d="M${peak * 300 - 100} 400 L${peak * 300 + 60} ${120 + (peak % 3) * 60} L${peak * 300 + 260} 400Z" fill="#93c5fd" fill-opacity="${0.12 + (peak % 3) * 0.08}"/>`
        )
        .join('')
    ),
  },
  {
    nameRu: 'Туманность',
    nameEn: 'Nebula',
    role: 'legend',
    svg: banner(
      '#1e1b4b',
      [0, 1, 2, 3, 4]
        .map(
          (cloud) =>
            `<circle cx="${200 + cloud * 300}" cy="${120 + (cloud % 2) * 160}" r="${180 - cloud * 15}" fill="${cloud % 2 ? '#f472b6' : '#818cf8'}" fill-opacity="0.2"/>`
        )
        .join('') +
        Array.from(
          { length: 40 },
          (_, star) =>
            `<circle cx="${(star * 397) % 1600}" cy="${(star * 131) % 400}" r="${1 + (star % 3)}" fill="white" fill-opacity="0.7"/>`
        ).join('')
    ),
  },
]

/** Who shows which cover. */
const DEMO_COVERS: Record<string, { glow: CoverGlow; style: CoverStyle; art: string | null }> = {
  Sora: { glow: 'octarine', style: 'geometry', art: 'Aurora' },
  Kirito_92: { glow: 'sea_wave', style: 'wave', art: null },
  Megumin: { glow: 'amber_orange', style: 'shards', art: 'Crystal peaks' },
  RemRam: { glow: 'starry_night', style: 'circles', art: null },
}

function banner(background: string, shapes: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="400"><rect width="1600" height="400" fill="${background}"/>${shapes}</svg>`
}

/** A 64×64 skin texture painted face by face (the game's UV layout), with a little shading. */
function paintSkin(look: Outfit, seed: number) {
  const data = new Uint8Array(64 * 64 * 4)
  const put = (x: number, y: number, [r, g, b]: Rgb) => {
    // A deterministic ±8% brightness per pixel: flat colours look unlike pixel art.
    const shade = 0.92 + (((x * 73 + y * 151 + seed * 37) % 17) / 16) * 0.16
    const at = (y * 64 + x) * 4
    data.set(
      [r, g, b].map((c) => Math.min(255, Math.round(c * shade))),
      at
    )
    data[at + 3] = 255
  }
  const rect = (
    x: number,
    y: number,
    w: number,
    h: number,
    colour: (x: number, y: number) => Rgb
  ) => {
    for (let dy = 0; dy < h; dy++)
      for (let dx = 0; dx < w; dx++) put(x + dx, y + dy, colour(dx, dy))
  }
  const flat = (colour: Rgb) => () => colour

  // Head: top, bottom, right, front, left, back.
  rect(8, 0, 8, 8, flat(look.hair))
  rect(16, 0, 8, 8, flat(look.skin))
  const side = (dx: number, dy: number) =>
    dy < 2 || (look.longHair ? dx !== 7 || dy < 3 : dy < 3 && dx !== 7) ? look.hair : look.skin
  rect(0, 8, 8, 8, (dx, dy) => side(dx, dy))
  rect(16, 8, 8, 8, (dx, dy) => side(7 - dx, dy))
  rect(24, 8, 8, 8, (_, dy) => (look.longHair || dy < 6 ? look.hair : look.skin))
  rect(8, 8, 8, 8, (dx, dy) => {
    if (dy < 2 || (dy === 2 && (dx === 0 || dx === 7 || dx === (seed % 5) + 1))) return look.hair
    if (look.longHair && dy < 7 && (dx === 0 || dx === 7)) return look.hair
    if (dy === 4 && (dx === 1 || dx === 6)) return [245, 245, 245]
    if (dy === 4 && (dx === 2 || dx === 5)) return look.eyes
    if (dy === 6 && (dx === 3 || dx === 4)) return look.skin.map((c) => c * 0.8) as unknown as Rgb
    return look.skin
  })

  // Body: a shirt with a trimmed collar and belt.
  rect(20, 16, 8, 4, flat(look.shirt))
  rect(28, 16, 8, 4, flat(look.pants))
  rect(16, 20, 24, 12, (dx, dy) => {
    if (dy === 11) return look.pants
    if (dy === 10) return look.trim
    if (dx >= 4 && dx < 12 && dy === 0 && dx > 5 && dx < 10) return look.trim
    if (dx >= 4 && dx < 12 && dx === 4 + (seed % 8) && dy > 1 && dy < 9) return look.trim
    return look.shirt
  })

  // Arms, at their width: sleeves, then hands.
  const arm = (x: number, y: number) => {
    const w = look.slim ? 3 : 4
    const sleeve = (_: number, dy: number) =>
      dy < 8 ? look.shirt : dy === 8 ? look.trim : look.skin
    rect(x + 4, y, w, 4, flat(look.shirt))
    rect(x + 4 + w, y, w, 4, flat(look.skin))
    rect(x, y + 4, 4, 12, sleeve)
    rect(x + 4, y + 4, w, 12, sleeve)
    rect(x + 4 + w, y + 4, 4, 12, sleeve)
    rect(x + 8 + w, y + 4, w, 12, sleeve)
  }
  arm(40, 16)
  arm(32, 48)

  // Legs: trousers and shoes.
  const leg = (x: number, y: number) => {
    rect(x + 4, y, 4, 4, flat(look.pants))
    rect(x + 8, y, 4, 4, flat(look.shoes))
    rect(x, y + 4, 16, 12, (_, dy) => (dy >= 10 ? look.shoes : look.pants))
  }
  leg(0, 16)
  leg(16, 48)

  return sharp(Buffer.from(data), { raw: { width: 64, height: 64, channels: 4 } })
    .png()
    .toBuffer()
}

/** A 64×32 cape: one colour with a lighter emblem on its back. */
function paintCape([r, g, b]: Rgb) {
  const data = new Uint8Array(64 * 32 * 4)
  for (let y = 0; y < 17; y++) {
    for (let x = 0; x < 22; x++) {
      const emblem = x >= 4 && x <= 7 && y >= 6 && y <= 11 && (x + y) % 2 === 0
      const lift = emblem ? 1.6 : 1
      data.set(
        [r, g, b].map((c) => Math.min(255, Math.round(c * lift))),
        (y * 64 + x) * 4
      )
      data[(y * 64 + x) * 4 + 3] = 255
    }
  }
  return sharp(Buffer.from(data), { raw: { width: 64, height: 32, channels: 4 } })
    .png()
    .toBuffer()
}

function paintAvatar([from, to]: [string, string]) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? 200 : 90
    const angle = (Math.PI / 5) * i - Math.PI / 2
    return `${256 + radius * Math.cos(angle)},${256 + radius * Math.sin(angle)}`
  }).join(' ')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="#0b0a1a"/></linearGradient></defs><rect width="512" height="512" fill="url(#g)"/><polygon points="${points}" fill="${to}"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** Looks demo data. Safe to run again: a player who has a skin, avatar or art keeps it. */
export async function seedLooks() {
  const history = new LookHistoryService()
  const skins = new SkinService(history)
  const avatars = new AvatarService(history)
  const arts = new CoverArtService()
  await new StaffService().grant({ nickname: DEMO_STAFF.nickname, paths: ['web.covers.edit'] })

  const catalogue = new Map<string, number>()
  for (const art of DEMO_ARTS) {
    const existing = await CoverArt.findBy('name_en', art.nameEn)
    const row =
      existing ??
      (await arts.store(await sharp(Buffer.from(art.svg)).png().toBuffer(), {
        nameRu: art.nameRu,
        nameEn: art.nameEn,
        license: LICENSE,
        requiredRole: art.role,
      }))
    catalogue.set(art.nameEn, row.id)
  }

  let seed = 0
  for (const [nickname, look] of Object.entries(DEMO_LOOKS)) {
    seed += 1
    const user = await User.findBy('nickname_key', nickname.toLowerCase())
    if (!user) continue
    if (!user.skinKey) await skins.storeSkin(user, await paintSkin(look, seed))
    const cape = DEMO_CAPES[nickname]
    if (cape && !user.capeKey) await skins.storeCape(user, await paintCape(cape))
    const avatar = DEMO_AVATARS[nickname]
    if (avatar && !user.avatarKey) await avatars.store(user, await paintAvatar(avatar))
    const cover = DEMO_COVERS[nickname]
    if (cover && !user.coverGlow) {
      await User.query()
        .where('id', user.id)
        .update({
          cover_glow: cover.glow,
          cover_style: cover.style,
          cover_art_id: cover.art ? (catalogue.get(cover.art) ?? null) : null,
        })
    }
  }
}
