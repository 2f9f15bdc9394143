/*
| What Inertia takes from es-toolkit, for the client build (vite.config.ts
| `esToolkitLite`): deep clone and equality of page props and form data, and
| lodash-style paths into them. Its versions handle every built-in type (typed
| arrays, Maps, buffers, symbols) and were 2.8 KB gzip of every page (#29 item 4);
| props and forms hold JSON values, dates and files. A file, blob or any other
| instance is kept as it is and compared by identity.
| tests/unit/platform/es_toolkit_lite.spec.ts checks them against es-toolkit.
*/

type Path = string | number | symbol | readonly (string | number | symbol)[]
type Bag = Record<PropertyKey, unknown>

const isPlain = (value: unknown): value is Bag => {
  if (value === null || typeof value !== 'object') return false
  const proto = Object.getPrototypeOf(value)
  return proto === null || proto === Object.prototype
}

export function cloneDeep<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneDeep) as T
  if (value instanceof Date) return new Date(value.getTime()) as T
  if (!isPlain(value)) return value
  const copy: Bag = Object.create(Object.getPrototypeOf(value))
  for (const key of Object.keys(value)) copy[key] = cloneDeep(value[key])
  return copy as T
}

export function isEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b) || a === b) return true
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime()
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, i) => isEqual(item, b[i]))
  }
  if (!isPlain(a) || !isPlain(b)) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && isEqual(a[key], b[key]))
  )
}

/** `a.b[0]["c.d"]` → ['a', 'b', '0', 'c.d'], as lodash reads a path. */
export function toPath(path: string): string[] {
  const keys: string[] = []
  if (path.startsWith('.')) keys.push('')
  path.replace(
    /[^.[\]]+|\[(?:([^"'][^[]*)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g,
    (match, index?: string, quote?: string, quoted?: string) => {
      keys.push(quote ? quoted!.replace(/\\(\\)?/g, '$1') : index || match)
      return ''
    }
  )
  return keys
}

/** A string names a property of the object as it is before it is read as a path. */
function keysOf(object: unknown, path: Path): PropertyKey[] {
  if (Array.isArray(path)) return path
  if (typeof path !== 'string') return [path as PropertyKey]
  if (object !== null && object !== undefined && path in Object(object)) return [path]
  return toPath(path)
}

export function get(object: unknown, path: Path, fallback?: unknown): unknown {
  let current = object
  for (const key of keysOf(object, path)) {
    if (current === null || current === undefined) return fallback
    current = (current as Bag)[key]
  }
  return current === undefined ? fallback : current
}

export function has(object: unknown, path: Path): boolean {
  let current = object
  for (const key of keysOf(object, path)) {
    if (current === null || current === undefined || !Object.hasOwn(Object(current), key)) {
      return false
    }
    current = (current as Bag)[key]
  }
  return true
}

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype'])

export function set<T>(object: T, path: Path, value: unknown): T {
  if (object === null || typeof object !== 'object') return object
  const keys = keysOf(object, path)
  let current = object as Bag
  for (const [index, key] of keys.entries()) {
    if (typeof key === 'string' && UNSAFE.has(key)) return object
    if (index === keys.length - 1) {
      current[key] = value
      break
    }
    const next = current[key]
    if (next === null || typeof next !== 'object') {
      current[key] = /^(0|[1-9]\d*)$/.test(String(keys[index + 1])) ? [] : {}
    }
    current = current[key] as Bag
  }
  return object
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escape(text: unknown): string {
  return String(text ?? '').replace(/[&<>"']/g, (char) => ENTITIES[char])
}
