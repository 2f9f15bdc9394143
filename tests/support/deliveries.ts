import DeliveryCommand from '#models/delivery_command'

/** The stored state of an outbox command. */
export function stateOf(id: string) {
  return DeliveryCommand.findOrFail(id).then((command) => command.state)
}

/** The stored outbox command, serialized. */
export function serialized(id: string) {
  return DeliveryCommand.findOrFail(id).then((command) => command.serialize())
}

/**
 * Resolves once a delivery to the server has failed at least once: the retries have begun,
 * so a peer started now is reached by a retry, not the first attempt.
 */
export async function firstFailure(serverId: number, ms = 15_000) {
  const end = Date.now() + ms
  const failed = () =>
    DeliveryCommand.query().where('server_id', serverId).where('attempts', '>', 0).first()
  while (!(await failed())) {
    if (Date.now() > end) throw new Error('no delivery attempt to the server failed')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
