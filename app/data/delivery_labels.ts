import i18nManager from '@adonisjs/i18n/services/main'
import type { LabelParams } from '#models/delivery_command'

/** A label's parameters in one language: a `{ru, en}` pair gives that language's text. */
export function labelParamsIn(params: LabelParams | null, locale: string) {
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => [
      name,
      typeof value === 'object' ? (locale === 'en' ? value.en : value.ru) : value,
    ])
  )
}

/** A label in `locale` from its key and parameters. */
export function renderLabel(key: string, params: LabelParams | null, locale: string) {
  return i18nManager.locale(locale).t(key, labelParamsIn(params, locale))
}

/**
 * The label fields of a delivery request: the key and parameters each
 * reader's language is rendered from, and the English text as the plain
 * fallback (the console, staff tooling without a language).
 */
export function deliveryLabel(key: string, params: LabelParams) {
  return { label: renderLabel(key, params, 'en'), labelKey: key, labelParams: params }
}

/** A catalogue row's name in both languages, as a label parameter. */
export function bothNames(row: { nameRu: string; nameEn: string }) {
  return { ru: row.nameRu, en: row.nameEn }
}
