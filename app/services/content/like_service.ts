import db from '@adonisjs/lucid/services/db'
import Document from '#models/document'
import DocumentLike from '#models/document_like'
import type User from '#models/user'
import { uniqueViolation } from '#data/database_errors'

/** Likes of documents (spec §7 `POST document/like`): one per player, a second press takes it back. */
export default class LikeService {
  /**
   * Toggles the player's like of a published document and answers the new
   * state and count. Throws E_ROW_NOT_FOUND (404) for a draft or unknown one.
   */
  async toggle(user: User, documentId: number) {
    const document = await Document.query()
      .where('id', documentId)
      .withScopes((scopes) => scopes.published())
      .firstOrFail()
    const liked = await db.transaction(async (trx) => {
      const removed = await DocumentLike.query({ client: trx })
        .where('document_id', document.id)
        .where('user_id', user.id)
        .delete()
      if (Number(removed) > 0 || (Array.isArray(removed) && Number(removed[0]) > 0)) return false
      try {
        await DocumentLike.create({ documentId: document.id, userId: user.id }, { client: trx })
      } catch (error) {
        // A double click raced us to the same like: it stands.
        if (uniqueViolation(error) === null) throw error
      }
      return true
    })
    const likes = await this.recount(document.id)
    return { liked, likes, target: document.target, slug: document.slug }
  }

  /** Which of these documents the player likes. */
  async likedBy(user: User | null | undefined, documentIds: number[]) {
    if (!user || documentIds.length === 0) return new Set<number>()
    const rows = await DocumentLike.query()
      .where('user_id', user.id)
      .whereIn('document_id', documentIds)
    return new Set(rows.map((row) => row.documentId))
  }

  /** Counts from the like rows, so racing toggles can never drift the stored count. */
  private async recount(documentId: number) {
    const [{ total }] = await db
      .from('document_likes')
      .where('document_id', documentId)
      .count('* as total')
    await db
      .from('documents')
      .where('id', documentId)
      .update({ likes_count: Number(total) })
    return Number(total)
  }
}
