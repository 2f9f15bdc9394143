import { http } from '@inertiajs/react'
import type { Messages } from '~/lib/translator'

/** Bundles by their hashed URL: one per language and deploy, never refetched. */
const bundles = new Map<string, Messages>()
const loading = new Map<string, Promise<void>>()

/** The messages of a bundle URL, once loaded (or provided by the server render). */
export function messagesOf(url: string | undefined): Messages {
  return (url && bundles.get(url)) || {}
}

/** Whether a bundle's messages are here (loaded, or provided by the server render). */
export function hasMessages(url: string) {
  return bundles.has(url)
}

/** The server render hands over the messages it was given with the page. */
export function provideMessages(url: string, messages: Messages) {
  bundles.set(url, messages)
}

/** Fetches a language's bundle once (the browser keeps it, immutable). */
export function loadMessages(url: string) {
  if (hasMessages(url)) return Promise.resolve()
  let pending = loading.get(url)
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' })
      .then((response) => response.json() as Promise<Messages>)
      .then((messages) => {
        bundles.set(url, messages)
      })
      .finally(() => loading.delete(url))
    loading.set(url, pending)
  }
  return pending
}

/** A visit to a page in another language waits for that language's bundle. */
export function loadMessagesOnVisits() {
  http.onResponse(async (response) => {
    if (response.headers['x-inertia'] && typeof response.data === 'string') {
      const url = (JSON.parse(response.data) as { props?: { translationsUrl?: string } }).props
        ?.translationsUrl
      if (url) await loadMessages(url).catch(() => undefined)
    }
    return response
  })
}
