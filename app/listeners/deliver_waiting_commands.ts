import { inject } from '@adonisjs/core'
import type { EventsList } from '@adonisjs/core/types'
import DeliveryService from '#services/network/delivery_service'

/** `network:player_joined`: the commands waiting for this player on that server are due now. */
@inject()
export default class DeliverWaitingCommands {
  constructor(private deliveries: DeliveryService) {}

  async handle({ serverId, nickname }: EventsList['network:player_joined']) {
    await this.deliveries.playerJoined(serverId, nickname)
  }
}
