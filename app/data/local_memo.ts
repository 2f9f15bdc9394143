import { announceInvalidation, onInvalidation } from '#data/invalidation_bus'

/** Every memo of the process, for forgetLocalMemos(). */
const memos = new Set<LocalMemo<unknown>>()

/**
 * A value a request reads every time, kept in this process for a moment in
 * front of the cache (config/cache.ts): a bentocache lookup builds options,
 * takes its lock and copies the value out of JSON on every call, a sizeable
 * share of a cached page's or API answer's time (#8). `forget()` drops every
 * instance's copy through the invalidation bus; with the bus down, other
 * instances see a change up to `ms` later than through the cache alone.
 */
export class LocalMemo<Value> {
  #until = 0
  #value: Value | undefined

  constructor(private readonly ms: number) {
    memos.add(this as LocalMemo<unknown>)
  }

  /** The kept value while it is fresh, else what `load` gives (kept unless it throws). */
  async get(load: () => Promise<Value>): Promise<Value> {
    if (Date.now() < this.#until) return this.#value as Value
    const value = await load()
    this.#value = value
    this.#until = Date.now() + this.ms
    return value
  }

  /** Drops the kept value here and (cheaply, all of theirs) in the other instances. */
  forget() {
    this.drop()
    announceInvalidation('memos')
  }

  drop() {
    this.#until = 0
    this.#value = undefined
  }
}

/** Drops every kept value of this process (tests clear the cache before each test, and these with it). */
export function forgetLocalMemos() {
  for (const memo of memos) memo.drop()
}

onInvalidation('memos', forgetLocalMemos)
