import { test } from '@japa/runner'
import { formatLongUtcDate, formatWholeNumber } from '../../../inertia/lib/locale_format.js'

const WHOLE_NUMBERS = [
  0,
  -0,
  1,
  7,
  42,
  999,
  1000,
  1234,
  9999,
  10000,
  12345,
  100000,
  999999,
  1234567,
  -1,
  -999,
  -1000,
  -1234567,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
]

test.group('Locale format', () => {
  test('formats whole numbers in {locale} as Intl.NumberFormat does')
    .with([{ locale: 'ru' }, { locale: 'en' }])
    .run(({ assert }, { locale }) => {
      const intl = new Intl.NumberFormat(locale)
      for (const value of WHOLE_NUMBERS) {
        assert.equal(formatWholeNumber(locale, value), intl.format(value), `${value}`)
      }
    })

  test('leaves fractions, unsafe integers and other locales to Intl', ({ assert }) => {
    for (const value of [1.5, -0.25, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      assert.isNull(formatWholeNumber('ru', value), `${value}`)
    }
    assert.isNull(formatWholeNumber('de', 1234))
  })

  test('formats long UTC dates in {locale} as Intl.DateTimeFormat does')
    .with([{ locale: 'ru' }, { locale: 'en' }])
    .run(({ assert }, { locale }) => {
      const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
      for (const year of [1970, 1999, 2024, 2026, 2100]) {
        for (let month = 0; month < 12; month++) {
          for (const day of [1, 9, 10, 28]) {
            for (const time of ['00:00:00.000', '23:59:59.999']) {
              const iso = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}T${time}Z`
              const date = new Date(iso)
              assert.equal(formatLongUtcDate(locale, date), intl.format(date), iso)
            }
          }
        }
      }
    })

  test('leaves invalid dates and other locales to Intl', ({ assert }) => {
    assert.isNull(formatLongUtcDate('ru', new Date('not a date')))
    assert.isNull(formatLongUtcDate('en', new Date(Date.UTC(10000, 0, 1))))
    assert.isNull(formatLongUtcDate('de', new Date()))
  })
})
