import { useCallback } from 'react'
import { translate, type TranslateValues } from '~/lib/translator'
import { useShared } from '~/hooks/use_shared'
import { messagesOf } from '~/lib/translations'

/** The messages of the page's language (its translation bundle, #8). */
export function useMessages() {
  return messagesOf(useShared().translationsUrl)
}

/** t(key, values) over resources/lang of the page's language (style §4). */
export function useT() {
  const { locale } = useShared()
  const messages = useMessages()
  return useCallback(
    (key: string, values?: TranslateValues) => translate(locale, messages, key, values),
    [locale, messages]
  )
}
