/**
 * Invalidations of what one process keeps in memory (the page cache, local
 * memos). `announce` reaches the other instances through the transport that
 * start/cache_bus.ts attaches when caches are shared (CACHE_STORE=redis);
 * without one (the embedded default) it does nothing, as there are none.
 */
export type InvalidationTopic = 'pages' | 'memos'

type Transport = (topic: InvalidationTopic) => void

const handlers = new Map<InvalidationTopic, Set<() => void>>()
let transport: Transport | null = null

/** Runs `handler` when another instance announces `topic`. */
export function onInvalidation(topic: InvalidationTopic, handler: () => void) {
  const set = handlers.get(topic) ?? new Set()
  set.add(handler)
  handlers.set(topic, set)
}

/** Tells the other instances to drop what they keep under `topic`. */
export function announceInvalidation(topic: InvalidationTopic) {
  transport?.(topic)
}

/** What the transport calls for another instance's announcement. */
export function receiveInvalidation(topic: InvalidationTopic) {
  for (const handler of handlers.get(topic) ?? []) handler()
}

export function useInvalidationTransport(next: Transport | null) {
  transport = next
}
