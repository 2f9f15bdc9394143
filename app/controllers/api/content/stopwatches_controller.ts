import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import StopwatchService from '#services/content/stopwatch_service'
import { stopwatchValidator } from '#validators/content/document'

/** `POST document/stopwatch {id, seconds, view?}` (spec §7): the reading page's keepalive beacon. */
@inject()
export default class StopwatchesController {
  constructor(private stopwatch: StopwatchService) {}

  async store({ request, response }: HttpContext) {
    const input = await request.validateUsing(stopwatchValidator)
    const counted = await this.stopwatch.record(input)
    return response.status(counted ? 204 : 404)
  }
}
