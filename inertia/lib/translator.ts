import { IntlMessageFormat } from 'intl-messageformat'

export type Messages = Record<string, string>
export type TranslateValues = Record<string, string | number | boolean | Date | null | undefined>

const formatters = new Map<string, IntlMessageFormat>()

/**
 * Formats a message of resources/lang (ICU syntax, the same files the
 * server reads). A missing key shows itself, so it cannot hide.
 */
export function translate(
  locale: string,
  messages: Messages,
  key: string,
  values?: TranslateValues
) {
  const message = messages[key]
  if (message === undefined) return key
  if (!message.includes('{')) return message
  const cacheKey = `${locale}\u0000${key}`
  let formatter = formatters.get(cacheKey)
  if (!formatter) {
    formatter = new IntlMessageFormat(message, locale)
    formatters.set(cacheKey, formatter)
  }
  return String(formatter.format(values as Record<string, string>))
}
