/*
| The delivery outbox's state machine (docs/decisions.md "Delivery outbox"):
| queued → waiting_for_player → sent → done | failed. Every move is one
| conditional UPDATE whose WHERE names the states it may leave.
*/

export const DELIVERY_STATES = ['queued', 'waiting_for_player', 'sent', 'done', 'failed'] as const
export type DeliveryStateName = (typeof DELIVERY_STATES)[number]

/** Not finished: a transport may still hand these out, and an ack may finish them. */
export const OPEN_STATES: DeliveryStateName[] = ['queued', 'waiting_for_player', 'sent']

/**
 * Whether staff may send a command out again now: a failed one goes back to
 * the queue, a waiting or queued one is due at once; a delivered one stays
 * delivered (the plugin would skip its id anyway) and a sent one is in a
 * transport's hands.
 */
export function canRetry(state: DeliveryStateName) {
  return state !== 'done' && state !== 'sent'
}

/**
 * Whether the player's "deliver again" is offered: for a failed command or
 * one still queued (waiting out a backoff); one waiting for the player runs
 * when they join, so the button would change nothing.
 */
export function canDeliverAgain(state: DeliveryStateName) {
  return state === 'failed' || state === 'queued'
}

/** The ack statuses of the game API (game-api.md). */
export const ACK_STATUSES = ['done', 'failed'] as const
