import { useCallback } from 'react'
import { translate, type TranslateValues } from '~/lib/translator'
import { useShared } from '~/hooks/use_shared'

/** t(key, values) over resources/lang of the page's language (style §4). */
export function useT() {
  const { locale, translations } = useShared()
  return useCallback(
    (key: string, values?: TranslateValues) => translate(locale, translations ?? {}, key, values),
    [locale, translations]
  )
}
