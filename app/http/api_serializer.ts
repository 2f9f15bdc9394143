import { BaseSerializer, Paginator } from '@adonisjs/core/transformers'
import type { ContainerResolver } from '@adonisjs/core/container'

type ListMeta = { page: number; perPage: number; total: number }

/**
 * Serializes transformer output for the JSON API (docs/api.md): plain
 * objects unwrapped, paginated lists as `{data, meta: {page, perPage, total}}`.
 */
class ApiSerializer extends BaseSerializer<{ PaginationMetaData: ListMeta }> {
  wrap = undefined

  definePaginationMetaData(metaData: unknown): ListMeta {
    if (!this.isLucidPaginatorMetaData(metaData)) {
      throw new Error('Paginated API lists need a Lucid paginator')
    }
    return {
      page: Number(metaData.currentPage),
      perPage: Number(metaData.perPage),
      total: Number(metaData.total),
    }
  }

  async toJson<Value>(value: Value, resolver: ContainerResolver<any>) {
    if (value instanceof Paginator) {
      const { data, metadata } = (await this.serialize(value, resolver)) as {
        data: unknown
        metadata: ListMeta
      }
      return { data, meta: metadata }
    }
    return this.serialize(value, resolver)
  }
}

export const apiSerializer = new ApiSerializer()
