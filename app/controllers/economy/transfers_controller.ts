import { inject } from '@adonisjs/core'
import type { HttpContext } from '@adonisjs/core/http'
import TransferService from '#services/economy/transfer_service'
import { createTransferValidator } from '#validators/economy/transfer'
import { checkedIdempotencyKey } from '#http/request'

/** The transfer-coins modal's confirmed send (spec §2 modals, §8 'coins transferred'). */
@inject()
export default class TransfersController {
  constructor(private transfers: TransferService) {}

  async store(ctx: HttpContext) {
    const { request, auth, session, response } = ctx
    const idempotencyKey = await checkedIdempotencyKey(ctx)
    const input = await request.validateUsing(createTransferValidator)
    const transfer = await this.transfers.send({
      ...input,
      sender: auth.getUserOrFail(),
      idempotencyKey,
    })
    session.flash('success', {
      key: 'economy.transfers.sent',
      data: { amount: transfer.amount, login: transfer.recipient.login },
    })
    return response.redirect('back', true)
  }
}
