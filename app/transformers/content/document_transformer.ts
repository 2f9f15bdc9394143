import { BaseTransformer } from '@adonisjs/core/transformers'
import type Document from '#models/document'
import { documentLanguage } from '#domain/content/documents'

/**
 * A document (spec §3) in the reader's language: the other language with
 * `fallback: true` when this one is not written. `toObject` is a list card,
 * `toDetailed` the document page, `toEditable` both languages for the editor.
 */
export default class DocumentTransformer extends BaseTransformer<Document> {
  constructor(
    resource: Document,
    private locale: string
  ) {
    super(resource)
  }

  private shown() {
    const document = this.resource
    return documentLanguage({ ru: document.titleRu, en: document.titleEn }, this.locale)
  }

  toObject() {
    const document = this.resource
    const { language, fallback } = this.shown()
    return {
      id: document.id,
      target: document.target,
      slug: document.slug,
      title: document.title(language) ?? '',
      summary: document.summary(language),
      language,
      fallback,
      coverUrl: document.coverUrl,
      colorScheme: document.colorScheme,
      tags: document.$preloaded.tags ? document.tags.map((row) => row.tag) : [],
      servers: document.$preloaded.servers ? document.servers.map((row) => row.serverSlug) : [],
      serverName: document.serverName,
      modpackVersion: document.modpackVersion,
      publishedAt: document.publishedAt?.toUTC().toISO() ?? null,
      likes: document.likesCount,
    }
  }

  toDetailed() {
    const document = this.resource
    const { language } = this.shown()
    return {
      ...this.toObject(),
      body: document.body(language) ?? '',
      links: document.links,
      draft: document.draft,
      author:
        document.$preloaded.author && document.author ? { login: document.author.nickname } : null,
      updatedAt: document.updatedAt.toUTC().toISO(),
    }
  }

  toEditable() {
    const document = this.resource
    return {
      id: document.id,
      key: document.key,
      target: document.target,
      slug: document.slug,
      titleRu: document.titleRu,
      titleEn: document.titleEn,
      summaryRu: document.summaryRu,
      summaryEn: document.summaryEn,
      bodyRu: document.bodyRu,
      bodyEn: document.bodyEn,
      coverUrl: document.coverUrl,
      colorScheme: document.colorScheme,
      links: document.links,
      serverName: document.serverName,
      modpackVersion: document.modpackVersion,
      tags: document.$preloaded.tags ? document.tags.map((row) => row.tag) : [],
      servers: document.$preloaded.servers ? document.servers.map((row) => row.serverSlug) : [],
      draft: document.draft,
      publishedAt: document.publishedAt?.toUTC().toISO() ?? null,
    }
  }

  /** What editors see on the document: views, read time and likes (spec: the read stopwatch). */
  toStats() {
    const document = this.resource
    return {
      views: document.views,
      readSeconds: document.readSeconds,
      averageReadSeconds:
        document.views > 0 ? Math.round(document.readSeconds / document.views) : 0,
      likes: document.likesCount,
    }
  }
}
