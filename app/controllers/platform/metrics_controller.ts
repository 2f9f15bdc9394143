import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import MetricService from '#services/platform/metric_service'

/** `/metrics` for Prometheus (METRICS_TOKEN): this instance's series in the text format. */
@inject()
export default class MetricsController {
  constructor(private metrics: MetricService) {}

  async show({ response }: HttpContext) {
    const text = await this.metrics.exposition()
    return response.header('Content-Type', this.metrics.contentType).send(text)
  }
}
