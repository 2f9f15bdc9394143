import DeliveryCommand from '#models/delivery_command'

/** The stored state of an outbox command. */
export function stateOf(id: string) {
  return DeliveryCommand.findOrFail(id).then((command) => command.state)
}

/** The stored outbox command, serialized. */
export function serialized(id: string) {
  return DeliveryCommand.findOrFail(id).then((command) => command.serialize())
}
