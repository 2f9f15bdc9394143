import type { HttpContext } from '@adonisjs/core/http'
import WalletService, { type Balances } from '#services/economy/wallet_service'

const balances = new WeakMap<HttpContext, Promise<Balances | null>>()

/**
 * The current player's balances (null for a guest), read once per page
 * request: the header's shared props and the store page show the same
 * wallet (#29). Only for drawing pages; a change of the wallet is a
 * request of its own.
 */
export function requestBalances(ctx: HttpContext): Promise<Balances | null> {
  let read = balances.get(ctx)
  if (!read) {
    const user = (ctx as Partial<HttpContext>).auth?.user
    read = user
      ? ctx.containerResolver.make(WalletService).then((service) => service.balances(user))
      : Promise.resolve(null)
    balances.set(ctx, read)
  }
  return read
}
