/**
 * GET /live: the process answers at all (liveness probe). It does no I/O,
 * so it is also the framework's ceiling in `npm run bench:http`.
 */
export default class LivenessController {
  show() {
    return 'ok'
  }
}
