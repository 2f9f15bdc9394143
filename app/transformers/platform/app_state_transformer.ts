import { BaseTransformer } from '@adonisjs/core/transformers'
import type AppStateService from '#services/platform/app_state_service'
import ServerTransformer from '#transformers/network/server_transformer'

type AppState = Awaited<ReturnType<AppStateService['current']>>

/** App state (spec §3) as pages and GET /api/v1/main receive it. */
export default class AppStateTransformer extends BaseTransformer<AppState> {
  constructor(
    resource: AppState,
    private locale: string
  ) {
    super(resource)
  }

  toObject() {
    return {
      productName: this.resource.productName,
      servers: ServerTransformer.transform(this.resource.servers, this.locale),
      counts: this.resource.counts,
      links: this.resource.links,
    }
  }
}
