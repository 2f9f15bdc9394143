/*
| The reading page of a document, shared by the news, mods and server page
| controllers: an old slug answers a 301 to the current one, drafts exist
| only for editors (the draft preview), and editors see the read stats.
*/
import type { HttpContext } from '@adonisjs/core/http'
import type DocumentService from '#services/content/document_service'
import type LikeService from '#services/content/like_service'
import type Document from '#models/document'
import DocumentTransformer from '#transformers/content/document_transformer'
import { currentPermissions } from '#http/permissions'
import { hasPermission } from '#domain/platform/permissions'
import type { DocumentTarget } from '#domain/content/documents'
import { routeUrl } from '#http/request'

export const EDIT_PERMISSION = 'web.documents.edit'
export const CREATE_PERMISSION = 'web.documents.create'

/** Whether the request's player may edit documents (and so see drafts and stats). */
export async function canEditDocuments(ctx: HttpContext) {
  return hasPermission(await currentPermissions(ctx), EDIT_PERMISSION)
}

/** A document as its reading page and `GET documents/show` give it: liked or not, stats for editors. */
export async function documentReading(
  ctx: HttpContext,
  likes: LikeService,
  document: Document,
  editor: boolean
) {
  const liked = await likes.likedBy(ctx.auth.user, [document.id])
  return {
    document: DocumentTransformer.transform(document, ctx.i18n.locale).useVariant('toDetailed'),
    liked: liked.has(document.id),
    stats: editor
      ? DocumentTransformer.transform(document, ctx.i18n.locale).useVariant('toStats')
      : null,
  }
}

/** The document page's props, and the redirect to its current slug when a former one was asked. */
export async function readDocument(
  ctx: HttpContext,
  services: { documents: DocumentService; likes: LikeService },
  target: DocumentTarget,
  slug: string
) {
  const editor = await canEditDocuments(ctx)
  const { document, renamed } = await services.documents.find(target, slug, editor)
  return {
    document,
    redirect: renamed ? routeUrl(ctx, `content.${target}.show`, { slug: document.slug }) : null,
    props: await documentReading(ctx, services.likes, document, editor),
  }
}
