import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import sharp from 'sharp'
import Document from '#models/document'
import DocumentServer from '#models/document_server'
import DocumentTag from '#models/document_tag'
import Server from '#models/server'
import TeamMember from '#models/team_member'
import User from '#models/user'
import ImageService from '#services/content/image_service'
import SanitizerService from '#services/content/sanitizer_service'
import UploadStorage from '#services/content/upload_storage'
import {
  DEMO_MODS,
  DEMO_NEWS,
  DEMO_OFFER,
  DEMO_PRIVACY,
  DEMO_RULES,
  demoServerPages,
  type DemoDocument,
} from '#database/demo/content_texts'
import { SCHEME_COLORS, type DocumentTarget } from '#domain/content/documents'
import type { TeamRole } from '#domain/content/team'

/** Who is on the demo team page, by nickname (database/demo/accounts.ts). */
const DEMO_TEAM: { nickname: string; role: TeamRole }[] = [
  { nickname: 'Sora', role: 'admin' },
  { nickname: 'Senku', role: 'developer' },
  { nickname: 'Megumin', role: 'moderator' },
  { nickname: 'Nezuko', role: 'moderator' },
  { nickname: 'RemRam', role: 'builder' },
]

/** A cover drawn for the demo: the document's colour, rings and its initial. */
function coverArt(color: string, seed: number) {
  const rings = [0, 1, 2]
    .map(
      (ring) =>
        `<circle cx="${900 + ((seed * 37) % 200)}" cy="${120 + ((seed * 53) % 160)}" r="${140 + ring * 90}" fill="none" stroke="white" stroke-opacity="${0.18 - ring * 0.05}" stroke-width="3"/>`
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="520">
    <defs>
      <radialGradient id="g" cx="20%" cy="0%" r="120%">
        <stop offset="0" stop-color="${color}"/>
        <stop offset="0.55" stop-color="#1d1938"/>
        <stop offset="1" stop-color="#0b0a1a"/>
      </radialGradient>
    </defs>
    <rect width="1200" height="520" fill="url(#g)"/>${rings}
    <path d="M0 430 Q300 ${360 + (seed % 5) * 12} 600 420 T1200 400 V520 H0 Z" fill="${color}" fill-opacity="0.25"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

async function seedDocument(
  target: DocumentTarget,
  demo: DemoDocument,
  author: User | null,
  seed: number,
  withCover: boolean
) {
  const existing = await Document.query().where('target', target).where('slug', demo.slug).first()
  if (existing) return existing
  const sanitizer = new SanitizerService()
  const prefixes = await new UploadStorage().imagePrefixes()
  const key = randomUUID()
  const cover = withCover
    ? await new ImageService().store(null, key, await coverArt(SCHEME_COLORS[demo.color], seed))
    : null
  const document = await Document.create({
    key,
    target,
    type: 'original',
    slug: demo.slug,
    titleRu: demo.ru.title,
    titleEn: demo.en.title,
    summaryRu: demo.ru.summary,
    summaryEn: demo.en.summary,
    bodyRu: sanitizer.sanitize(demo.ru.body, prefixes),
    bodyEn: sanitizer.sanitize(demo.en.body, prefixes),
    coverUrl: cover?.url ?? null,
    colorScheme: demo.color,
    links: [],
    serverName: demo.serverName ?? null,
    modpackVersion: demo.modpackVersion ?? null,
    authorId: author?.id ?? null,
    draft: false,
    publishedAt: demo.publishedAt
      ? DateTime.fromISO(demo.publishedAt, { zone: 'utc' })
      : DateTime.utc(),
  })
  if (demo.tags) {
    await DocumentTag.createMany(demo.tags.map((tag) => ({ documentId: document.id, tag })))
  }
  if (demo.servers) {
    await DocumentServer.createMany(
      demo.servers.map((serverSlug) => ({ documentId: document.id, serverSlug }))
    )
  }
  return document
}

/**
 * Content demo data: the seven wipe news posts of `/post/{number}`, a page
 * per server, a dozen mods, the rules, privacy policy, public offer and the
 * team, in both languages, with covers. Safe to run again.
 */
export async function seedContent() {
  const author = await User.query().where('nickname_key', 'sora').first()
  let seed = 0
  for (const news of DEMO_NEWS) await seedDocument('news', news, author, seed++, true)
  for (const mod of DEMO_MODS) await seedDocument('mods', mod, author, seed++, seed % 3 === 0)
  const servers = await Server.query().orderBy('position')
  for (const page of demoServerPages(servers))
    await seedDocument('servers', page, author, seed++, true)
  for (const page of [DEMO_RULES, DEMO_PRIVACY, DEMO_OFFER]) {
    await seedDocument('pages', page, author, seed++, false)
  }

  for (const [position, member] of DEMO_TEAM.entries()) {
    const user = await User.query().where('nickname_key', member.nickname.toLowerCase()).first()
    if (!user) continue
    await TeamMember.updateOrCreate(
      { userId: user.id },
      { userId: user.id, role: member.role, position }
    )
  }
}
