/*
| The delivery outbox's state machine (docs/decisions.md "Delivery outbox"):
| queued → waiting_for_player → sent → done | failed. Every move is one
| conditional UPDATE whose WHERE names the states it may leave.
*/

export const DELIVERY_STATES = ['queued', 'waiting_for_player', 'sent', 'done', 'failed'] as const
export type DeliveryStateName = (typeof DELIVERY_STATES)[number]

/** Not finished: a transport may still hand these out. */
export const OPEN_STATES = [
  'queued',
  'waiting_for_player',
  'sent',
] as const satisfies readonly DeliveryStateName[]

/** Finished: an ack or a late job changes nothing any more. */
export const FINAL_STATES = ['done', 'failed'] as const satisfies readonly DeliveryStateName[]

export function isFinal(state: DeliveryStateName) {
  return (FINAL_STATES as readonly string[]).includes(state)
}

/**
 * Whether staff or the player may push a command out again now: a failed
 * one goes back to the queue, an open one is handed out without waiting for
 * its backoff; a delivered one stays delivered (the same id would be
 * skipped by the plugin anyway).
 */
export function canSendAgain(state: DeliveryStateName) {
  return state !== 'done'
}

/** The ack statuses of the game API (game-api.md). */
export const ACK_STATUSES = ['done', 'failed'] as const
