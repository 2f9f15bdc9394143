import { DateTime } from 'luxon'
import { errors as lucidErrors } from '@adonisjs/lucid'
import Document from '#models/document'
import DocumentSlug from '#models/document_slug'
import DocumentTag from '#models/document_tag'
import { LIST_PER_PAGE, type DocumentTarget } from '#domain/content/documents'

export type DocumentListQuery = { page?: number; perPage?: number; tag?: string; server?: string }

/**
 * Reading the documents of spec §3 (news, mods, server pages and the staff
 * pages): drafts hidden, old slugs redirecting. The staff's edits are
 * DocumentEditService's.
 */
export default class DocumentService {
  /** Published documents of a target, newest first; mods filtered by tag and server. */
  async list(target: DocumentTarget, query: DocumentListQuery = {}) {
    const builder = Document.query()
      .where('target', target)
      .withScopes((scopes) => scopes.published())
      .preload('tags')
      .preload('servers')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
    if (query.tag) {
      builder.whereIn('id', (sub) =>
        sub.from('document_tags').select('document_id').where('tag', query.tag!)
      )
    }
    if (query.server) {
      builder.whereIn('id', (sub) =>
        sub.from('document_servers').select('document_id').where('server_slug', query.server!)
      )
    }
    return builder.paginate(query.page ?? 1, query.perPage ?? LIST_PER_PAGE)
  }

  /** The newest published documents of a target (the home page's news). */
  latest(target: DocumentTarget, count: number) {
    return Document.query()
      .where('target', target)
      .withScopes((scopes) => scopes.published())
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(count)
  }

  /**
   * A document by its current or a former slug; `renamed` tells the caller
   * to redirect to `document.slug`. Drafts and documents published later
   * exist only `withDrafts` (editors); otherwise throws E_ROW_NOT_FOUND (404).
   */
  async find(target: DocumentTarget, slug: string, withDrafts = false) {
    const load = (documentId: number | null) =>
      Document.query()
        .where('target', target)
        .if(documentId === null, (query) => query.where('slug', slug))
        .if(documentId !== null, (query) => query.where('id', documentId!))
        .preload('tags')
        .preload('servers')
        .preload('author')
        .first()
    const visible = (document: Document | null): document is Document =>
      document !== null && (withDrafts || document.isPublished)

    const document = await load(null)
    if (visible(document)) return { document, renamed: false }
    const old = await DocumentSlug.query().where('target', target).where('slug', slug).first()
    const renamed = old ? await load(old.documentId) : null
    if (visible(renamed)) return { document: renamed, renamed: true }
    throw new lucidErrors.E_ROW_NOT_FOUND()
  }

  /** Mod tags in use by published mods, with how many mods carry each (spec §7 `GET mod/tags`). */
  async tags() {
    const rows: { tag: string; count: number | string }[] = await DocumentTag.query()
      .join('documents', 'documents.id', 'document_tags.document_id')
      .where('documents.target', 'mods')
      .where('documents.draft', false)
      .where('documents.published_at', '<=', DateTime.utc().toSQL({ includeOffset: false })!)
      .groupBy('document_tags.tag')
      .orderBy('document_tags.tag')
      .select('document_tags.tag')
      .count('* as count')
      .pojo()
    return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }))
  }

  /** The published mods installed on a server, by title order of the page language. */
  serverMods(serverSlug: string) {
    return Document.query()
      .where('target', 'mods')
      .withScopes((scopes) => scopes.published())
      .whereIn('id', (sub) =>
        sub.from('document_servers').select('document_id').where('server_slug', serverSlug)
      )
      .orderBy('slug')
  }

  /** The slug of each server's published page (documentMeta.serverName → document slug). */
  async serverPageSlugs(): Promise<Record<string, string>> {
    const pages = await Document.query()
      .select('slug', 'server_name')
      .where('target', 'servers')
      .whereNotNull('server_name')
      .withScopes((scopes) => scopes.published())
      .orderBy('id')
    // The oldest page of a server names it when staff wrote two.
    const slugs: Record<string, string> = {}
    for (const page of pages) slugs[page.serverName!] ??= page.slug
    return slugs
  }
}
