import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import TransferService from '#services/economy/transfer_service'
import { createTransferValidator } from '#validators/economy/transfer'
import { checkedIdempotencyKey } from '#http/request'

/** spec §7 `POST game-money/transfer {login, amount}`, the transfer-coins modal's twin. */
@inject()
export default class TransfersController {
  constructor(private transfers: TransferService) {}

  async store(ctx: HttpContext) {
    const { request, auth } = ctx
    const idempotencyKey = await checkedIdempotencyKey(ctx)
    const input = await request.validateUsing(createTransferValidator)
    return this.transfers.send({
      ...input,
      sender: auth.getUserOrFail(),
      idempotencyKey,
    })
  }
}
