// Relative, so the unit specs load the translator under Node as well as Vite.
import { formatWholeNumber } from './locale_format.js'

export type Messages = Record<string, string>
export type TranslateValues = Record<string, string | number | boolean | Date | null | undefined>

/** A parsed message: text, `#` of a plural branch, or an argument. */
type Part =
  | string
  | { pound: true }
  | { arg: string; number?: string }
  | { arg: string; plural: Map<string, Part[]> }

/**
 * Parses the part of ICU MessageFormat resources/lang uses: `{arg}`,
 * `{arg, number}`, `{arg, number, ::currency/XXX}`, `{arg, plural, =n {…}
 * one {…} other {…}}` with `#`, and apostrophe quoting. A full ICU parser
 * (intl-messageformat, 10 KB gzip) would weigh on every page (#8); the
 * unit spec checks every message against it.
 */
function parse(source: string, start: number, inPlural: boolean): [Part[], number] {
  const parts: Part[] = []
  let text = ''
  let at = start
  const flush = () => {
    if (text) parts.push(text)
    text = ''
  }
  while (at < source.length) {
    const char = source[at]
    if (char === "'") {
      const next = source[at + 1]
      if (next === "'") {
        text += "'"
        at += 2
      } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
        const end = source.indexOf("'", at + 1)
        text += source.slice(at + 1, end === -1 ? undefined : end)
        at = end === -1 ? source.length : end + 1
      } else {
        text += char
        at++
      }
    } else if (char === '{') {
      flush()
      const [part, next] = parseArgument(source, at + 1)
      parts.push(part)
      at = next
    } else if (char === '}') {
      break
    } else if (char === '#' && inPlural) {
      flush()
      parts.push({ pound: true })
      at++
    } else {
      text += char
      at++
    }
  }
  flush()
  return [parts, at]
}

function parseArgument(source: string, start: number): [Part, number] {
  const close = (at: number) => source.indexOf('}', at)
  const comma = (at: number) => source.indexOf(',', at)
  const nameEnd = [comma(start), close(start)].filter((at) => at !== -1).sort((a, b) => a - b)[0]
  const arg = source.slice(start, nameEnd).trim()
  if (source[nameEnd] === '}') return [{ arg }, nameEnd + 1]
  const typeEnd = [comma(nameEnd + 1), close(nameEnd + 1)]
    .filter((at) => at !== -1)
    .sort((a, b) => a - b)[0]
  const type = source.slice(nameEnd + 1, typeEnd).trim()
  if (type === 'number') {
    const end = close(typeEnd)
    const style = source[typeEnd] === ',' ? source.slice(typeEnd + 1, end).trim() : ''
    return [{ arg, number: style }, end + 1]
  }
  if (type !== 'plural') throw new Error(`Unsupported message argument type: ${type}`)
  const plural = new Map<string, Part[]>()
  let at = typeEnd + 1
  while (at < source.length) {
    while (/\s/.test(source[at])) at++
    if (source[at] === '}') return [{ arg, plural }, at + 1]
    const open = source.indexOf('{', at)
    const [branch, end] = parse(source, open + 1, true)
    plural.set(source.slice(at, open).trim(), branch)
    at = end + 1
  }
  throw new Error(`Unclosed plural argument: ${arg}`)
}

/** Intl objects cost far more to build than to use: one per language and style. */
const intlObjects = new Map<string, Intl.NumberFormat | Intl.PluralRules>()

function numberFormat(locale: string, style = '') {
  const key = `number ${locale} ${style}`
  let format = intlObjects.get(key) as Intl.NumberFormat | undefined
  if (!format) {
    const currency = /^::currency\/([A-Z]{3})$/.exec(style)
    format = new Intl.NumberFormat(
      locale,
      currency ? { style: 'currency', currency: currency[1] } : undefined
    )
    intlObjects.set(key, format)
  }
  return format
}

function pluralRules(locale: string) {
  let rules = intlObjects.get(`plural ${locale}`) as Intl.PluralRules | undefined
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    intlObjects.set(`plural ${locale}`, rules)
  }
  return rules
}

/** A number as `{n, number}` and `#` show it; whole numbers in ru and en skip Intl (locale_format.ts). */
function formatNumber(locale: string, value: number, style = '') {
  return (!style && formatWholeNumber(locale, value)) || numberFormat(locale, style).format(value)
}

function render(parts: Part[], locale: string, values: TranslateValues, count?: number): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part
      if ('pound' in part) return formatNumber(locale, count ?? 0)
      const value = values[part.arg]
      if ('plural' in part) {
        const n = Number(value)
        const branch =
          part.plural.get(`=${n}`) ??
          part.plural.get(pluralRules(locale).select(n)) ??
          part.plural.get('other') ??
          []
        return render(branch, locale, values, n)
      }
      if (part.number !== undefined) return formatNumber(locale, Number(value), part.number)
      return value === null || value === undefined ? '' : String(value)
    })
    .join('')
}

const parsed = new Map<string, Part[]>()

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
  let parts = parsed.get(message)
  if (!parts) {
    parts = parse(message, 0, false)[0]
    parsed.set(message, parts)
  }
  return render(parts, locale, values ?? {})
}
