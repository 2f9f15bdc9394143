import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import HealthService from '#services/platform/health_service'

/** /health for load balancers: 200 when the database answers, 503 otherwise. */
@inject()
export default class HealthController {
  constructor(private health: HealthService) {}

  async show({ response }: HttpContext) {
    const report = await this.health.check()
    return response.status(report.healthy ? 200 : 503).send(report)
  }
}
