import { randomUUID } from 'node:crypto'
import { UserFactory } from '#database/factories/user_factory'
import { withPermissions } from '#database/factories/staff_group_factory'
import { openSession, sessionHeaders } from '#tests/support/sessions'

/** A player in a staff group granting `paths` (none: a plain player). */
export async function staffWith(paths: string[]) {
  const user = await UserFactory.create()
  if (paths.length > 0) {
    const group = await withPermissions(paths).create()
    await user.related('staffGroups').attach([group.id])
  }
  return user
}

/** API headers of a fresh session of a player holding `paths`. */
export async function staffHeaders(paths: string[]) {
  const user = await staffWith(paths)
  return { user, headers: sessionHeaders(await openSession(user)) }
}

export const EDITOR = ['web.documents.create', 'web.documents.edit']

/** A valid `document/new` body for news; `overrides` replace fields. */
export function newsBody(overrides: Record<string, unknown> = {}) {
  return {
    target: 'news',
    key: randomUUID(),
    slug: `post-${randomUUID().slice(0, 8)}`,
    titleRu: 'Новый вайп',
    titleEn: 'A new wipe',
    summaryRu: 'Кратко',
    summaryEn: 'In short',
    bodyRu: '<p>Текст</p>',
    bodyEn: '<p>Text</p>',
    draft: false,
    ...overrides,
  }
}

/** 1×1 PNG, and other bytes the upload tests send. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64'
)
