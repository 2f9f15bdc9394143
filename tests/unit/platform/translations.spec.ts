import { readdir, readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { IntlMessageFormat } from 'intl-messageformat'
import { LOCALES } from '#domain/platform/locales'
import { translate } from '../../../inertia/lib/translator.js'

type Messages = Record<string, string>

/** Every message of one language, keyed `<file>.<dotted.path>` as i18n.t() reads them. */
async function messagesOf(locale: string): Promise<Messages> {
  const folder = app.languageFilesPath(locale)
  const messages: Messages = {}
  const walk = (prefix: string, value: unknown) => {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) walk(`${prefix}.${key}`, child)
    } else {
      messages[prefix] = value as string
    }
  }
  // Nested files name nested keys: accounts/active_sessions.json holds accounts.active_sessions.*.
  const files = await readdir(folder, { recursive: true })
  for (const file of files.filter((name) => name.endsWith('.json'))) {
    const prefix = file
      .replace(/\.json$/, '')
      .split('/')
      .join('.')
    walk(prefix, JSON.parse(await readFile(`${folder}/${file}`, 'utf8')))
  }
  return messages
}

/** Names of the ICU arguments a message uses, `{count, plural, …}` → count. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>()
  const visit = (elements: unknown[]) => {
    for (const element of elements as Record<string, any>[]) {
      if (typeof element.value === 'string' && element.type !== 0) names.add(element.value)
      for (const option of Object.values(element.options ?? {}) as { value: unknown[] }[]) {
        visit(option.value)
      }
      if (Array.isArray(element.children)) visit(element.children)
    }
  }
  visit(new IntlMessageFormat(message, locale).getAst())
  return [...names].sort()
}

test.group('Translations', () => {
  test('has the same files in every language', async ({ assert }) => {
    const [first, ...others] = await Promise.all(
      LOCALES.map(async (locale) => {
        const files = await readdir(app.languageFilesPath(locale), { recursive: true })
        return files.sort()
      })
    )
    for (const files of others) assert.deepEqual(files, first)
  })

  test('has the same keys in ru and en', async ({ assert }) => {
    const ru = await messagesOf('ru')
    const en = await messagesOf('en')

    assert.deepEqual(
      Object.keys(ru).filter((key) => !(key in en)),
      [],
      'keys missing in en'
    )
    assert.deepEqual(
      Object.keys(en).filter((key) => !(key in ru)),
      [],
      'keys missing in ru'
    )
  })

  test('writes every {locale} message as a non-empty string that parses as ICU')
    .with(LOCALES.map((locale) => ({ locale })))
    .run(async ({ assert }, { locale }) => {
      const broken: string[] = []
      for (const [key, message] of Object.entries(await messagesOf(locale))) {
        if (typeof message !== 'string' || message.trim() === '') {
          broken.push(`${key}: not a non-empty string`)
          continue
        }
        try {
          new IntlMessageFormat(message, locale)
        } catch (error) {
          broken.push(`${key}: ${(error as Error).message}`)
        }
      }
      assert.deepEqual(broken, [])
    })

  test('uses the same arguments in ru and en', async ({ assert }) => {
    const ru = await messagesOf('ru')
    const en = await messagesOf('en')
    const differing = Object.keys(ru)
      .filter((key) => key in en)
      .filter((key) => argumentsOf(ru[key], 'ru').join() !== argumentsOf(en[key], 'en').join())

    assert.deepEqual(differing, [])
  })

  test('formats every {locale} message in the browser as the server does')
    .with(LOCALES.map((locale) => ({ locale })))
    .run(async ({ assert }, { locale }) => {
      const differing: string[] = []
      for (const [key, message] of Object.entries(await messagesOf(locale))) {
        const names = argumentsOf(message, locale)
        for (const count of [0, 1, 2, 3, 5, 11, 21, 1234, 1234.5, 12345678, -5000]) {
          const values = Object.fromEntries(
            names.map((name) => [
              name,
              new RegExp(`\\{\\s*${name}\\s*,`).test(message) ? count : `<${name}>`,
            ])
          )
          const server = String(new IntlMessageFormat(message, locale).format(values))
          const browser = translate(locale, { [key]: message }, key, values)
          if (browser !== server) differing.push(`${key} (${count}): ${browser} ≠ ${server}`)
        }
      }
      assert.deepEqual(differing, [])
    })
})
